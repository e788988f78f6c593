import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, initialAuthState } from '@travel/shared-ui';
import { renderAuthPage } from '../test/renderAuthPage';
import SignupOtpPage from './SignupOtpPage';

const pending = {
  auth: {
    ...initialAuthState,
    signupData: { name: 'Asha Rao', email: 'asha@example.test', password: 'correct-horse' },
  },
};

describe('SignupOtpPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends a visitor with no code sent back to /signup', () => {
    renderAuthPage('/signup/otp', <SignupOtpPage />);
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/signup$/);
  });

  it('verifies only once all six digits are there, then toasts and goes to /login', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, message: 'Account created successfully' } });
    renderAuthPage('/signup/otp', <SignupOtpPage />, pending);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '12345' } });
    expect(verify).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Digit 6 of 6'), '6');
    expect(verify).toBeEnabled();
    await userEvent.click(verify);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(post).toHaveBeenCalledWith('/v1/customer/verify-signup', { email: 'asha@example.test', otp: '123456' });
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
  });

  it('Resend asks for a new code with the stored sign-up and toasts', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, message: 'Otp sent successfully' } });
    renderAuthPage('/signup/otp', <SignupOtpPage />, pending);
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Otp sent successfully')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/v1/customer/signup', {
      name: 'Asha Rao',
      email: 'asha@example.test',
      password: 'correct-horse',
    });
  });

  it('Back to Signup forgets the pending sign-up', async () => {
    const { store } = renderAuthPage('/signup/otp', <SignupOtpPage />, pending);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Signup' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/signup$/);
    expect(store.getState().auth.signupData).toBeNull();
  });
});
