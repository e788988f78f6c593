import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { createMemoryStore, initialAuthState } from '@travel/shared-ui/store';
import { renderAuthPage } from '../test/renderAuthPage';
import LoginPage from '../login/LoginPage';
import ForgotPasswordOtpPage from './ForgotPasswordOtpPage';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

const pending = { auth: { ...initialAuthState, forgotPasswordEmail: 'asha@example.test' } };

describe('ForgotPasswordOtpPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends a visitor with no pending reset to /login', () => {
    renderAuthPage('/forgot-password-otp', <ForgotPasswordOtpPage />);
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });

  it('stays closed after a reset-code request that failed', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(refusedCall(429, 'Please wait 12 seconds before requesting a new code.'));
    const loginPage = renderAuthPage('/login', <LoginPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect(await screen.findByText('Please wait 12 seconds before requesting a new code.')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/login$/);
    const afterFailure = loginPage.store.getState();
    loginPage.unmount();

    renderAuthPage('/forgot-password-otp', <ForgotPasswordOtpPage />, createMemoryStore(afterFailure));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/login$/);
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('clears the messages and answers left by an earlier screen on entering', () => {
    const leftByEarlierScreen = createMemoryStore({
      auth: {
        ...pending.auth,
        errorMessage: 'Invalid email or password',
        forgotOtpResponse: { success: true, message: 'Otp sent for password reset' },
        signupVerifyResponse: { success: true, message: 'Account created successfully' },
      },
    });
    const { store } = renderAuthPage('/forgot-password-otp', <ForgotPasswordOtpPage />, leftByEarlierScreen);
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({
      errorMessage: '',
      forgotOtpResponse: null,
      signupVerifyResponse: null,
      forgotPasswordEmail: 'asha@example.test',
    });
  });

  it('needs a valid new password and six digits, then resets and goes to /login', async () => {
    const patch = jest
      .spyOn(apiClient, 'patch')
      .mockResolvedValue({ data: { success: true, message: 'Reset password successfully' } });
    renderAuthPage('/forgot-password-otp', <ForgotPasswordOtpPage />, createMemoryStore(pending));
    const submit = screen.getByRole('button', { name: 'Reset password' });
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '654321' } });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.tab();
    expect(await screen.findByText('Password must be at least 9 characters long')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New password'), '-but-longer');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(patch).toHaveBeenCalledWith('/v1/customer/reset-password', {
      email: 'asha@example.test',
      otp: '654321',
      newPassword: 'short-but-longer',
    });
    expect(await screen.findByText('Reset password successfully')).toBeInTheDocument();
  });

  it('Back to Login forgets the pending reset', async () => {
    const { store } = renderAuthPage('/forgot-password-otp', <ForgotPasswordOtpPage />, createMemoryStore(pending));
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    expect(store.getState().auth.forgotPasswordEmail).toBe('');
  });
});
