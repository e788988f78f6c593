import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { createMemoryStore, initialAuthState } from '@travel/shared-ui/store';
import { renderAuthPage } from '../test/renderAuthPage';
import SignupPage from '../signup/SignupPage';
import SignupOtpPage from './SignupOtpPage';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

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

  it('stays closed after a sign-up whose code request failed', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(refusedCall(409, 'An account with this email already exists'));
    const signupPage = renderAuthPage('/signup', <SignupPage />);
    await userEvent.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByLabelText(/I agree to the/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    const afterFailure = signupPage.store.getState();
    signupPage.unmount();

    renderAuthPage('/signup/otp', <SignupOtpPage />, createMemoryStore(afterFailure));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/signup$/);
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('verifies only once all six digits are there, then toasts and goes to /login', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, message: 'Account created successfully' } });
    renderAuthPage('/signup/otp', <SignupOtpPage />, createMemoryStore(pending));
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '12345' } });
    expect(verify).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Digit 6 of 6'), '6');
    expect(verify).toBeEnabled();
    await userEvent.click(verify);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    // The account takes the password and name sent with the code.
    expect(post).toHaveBeenCalledWith('/v1/customer/verify-signup', {
      email: 'asha@example.test',
      otp: '123456',
      name: 'Asha Rao',
      mobileNumber: '',
      password: 'correct-horse',
    });
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
  });

  it('Resend asks for a new code with the stored sign-up and toasts', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, message: 'Otp sent successfully' } });
    renderAuthPage('/signup/otp', <SignupOtpPage />, createMemoryStore(pending));
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Otp sent successfully')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/v1/customer/signup', {
      name: 'Asha Rao',
      email: 'asha@example.test',
      password: 'correct-horse',
    });
  });

  it('Back to Signup forgets the pending sign-up', async () => {
    const { store } = renderAuthPage('/signup/otp', <SignupOtpPage />, createMemoryStore(pending));
    await userEvent.click(screen.getByRole('button', { name: 'Back to Signup' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/signup$/);
    expect(store.getState().auth.signupData).toBeNull();
  });
});
