import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { renderAuthPage } from '../test/renderAuthPage';
import SocialLinkPage from './SocialLinkPage';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

const user = { id: 'u1', name: 'Asha Rao', email: 'asha@example.test', role: 'customer' as const };
const pending = { data: { success: true, data: { provider: 'google', email: 'asha@example.test' } } };
const failure = (status: number, message: string) => refusedCall(status, message);

describe('SocialLinkPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('links with the password: a wrong one says so and stays, the right one logs in and goes home', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(pending);
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(failure(400, 'Incorrect password. 4 attempts left.'))
      .mockResolvedValueOnce({ data: { success: true, message: 'Login Successfully', data: user } });
    const { store } = renderAuthPage('/social-link', <SocialLinkPage />);
    expect(await screen.findByRole('heading', { name: 'Link your Google account' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Before you sign in with Google, confirm that asha@example.test is yours: enter your Travel Portal password, or have a code emailed to it.',
      ),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Link and log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password. 4 attempts left.');
    expect(store.getState().auth.isUserLoggedIn).toBe(false);

    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Link and log in' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(post).toHaveBeenLastCalledWith('/v1/oAuth/link/password', { password: 'correct-horse' });
    expect(store.getState().auth).toMatchObject({ isUserLoggedIn: true, userData: user });
    expect(await screen.findByText('Login Successfully')).toBeInTheDocument();
  });

  it('links with an emailed code', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(pending);
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce({
        data: { success: true, message: 'We have emailed a 6-digit code to asha@example.test.' },
      })
      .mockResolvedValueOnce({ data: { success: true, message: 'Login Successfully', data: user } });
    const { store } = renderAuthPage('/social-link', <SocialLinkPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('We have emailed a 6-digit code to asha@example.test.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('textbox')[0]);
    await userEvent.paste('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(post).toHaveBeenNthCalledWith(1, '/v1/oAuth/link/code');
    expect(post).toHaveBeenNthCalledWith(2, '/v1/oAuth/link/verify', { otp: '123456' });
    expect(store.getState().auth.isUserLoggedIn).toBe(true);
  });

  it('says so when there is no sign-in waiting, with a way back to /login', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockRejectedValue(failure(400, 'This sign-in has expired. Please sign in with Google or Facebook again.'));
    renderAuthPage('/social-link', <SocialLinkPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired. Please sign in with Google or Facebook again.',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});
