import { screen, waitFor } from '@testing-library/react';
import { apiClient } from '@travel/shared-ui/api';
import { renderAuthPage } from '../test/renderAuthPage';
import FailedAuthPage from './FailedAuthPage';
import SuccessAuthPage from './SuccessAuthPage';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

describe('social login return pages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('/failedAuth shows its toast and goes to /login', async () => {
    renderAuthPage('/failedAuth', <FailedAuthPage />);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    const toast = await screen.findByText((text) => text === 'Try again some error occured ! '.trim());
    expect(toast.textContent).toBe('Try again some error occured ! ');
  });

  it('/successAuth takes the session from /me, marks the user logged in and goes home', async () => {
    const user = { id: 'u1', name: 'Oidc User', email: 'o@example.test', role: 'customer' };
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: user } });
    const { store } = renderAuthPage('/successAuth', <SuccessAuthPage />);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(get).toHaveBeenCalledWith('/v1/customer/me');
    expect(store.getState().auth).toMatchObject({ isUserLoggedIn: true, userData: user });
  });

  it('/successAuth without a session goes to /failedAuth', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(refusedCall(401, 'Please log in to continue.'));
    renderAuthPage('/successAuth', <SuccessAuthPage />);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/failedAuth'));
  });
});
