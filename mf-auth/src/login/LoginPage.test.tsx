import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { renderAuthPage } from '../test/renderAuthPage';
import LoginPage from './LoginPage';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

const user = { id: 'u1', name: 'Asha Rao', email: 'asha@example.test', role: 'customer' as const };

describe('LoginPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs in, stores the user, toasts and goes home', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, message: 'Login Successfully', data: user } });
    const { store } = renderAuthPage('/login', <LoginPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(post).toHaveBeenCalledWith('/v1/customer/login', { email: 'asha@example.test', password: 'correct-horse' });
    expect(store.getState().auth).toMatchObject({ isUserLoggedIn: true, userData: user });
    expect(await screen.findByText('Login Successfully')).toBeInTheDocument();
  });

  it('returns to the page that sent the visitor to log in', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, message: 'Login Successfully', data: { ...user, role: 'admin' } } });
    renderAuthPage('/login?next=%2Fadmin-approval', <LoginPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/admin-approval$/));
  });

  it('shows the server’s message on failure and stays', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(refusedCall(401, 'Invalid email or password'));
    renderAuthPage('/login', <LoginPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });

  it('Forgot Password needs the email first, then sends the reset code and moves on', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, message: 'Otp sent for password reset' } });
    const { store } = renderAuthPage('/login', <LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect(await screen.findByText('Email is required for password reset')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/forgot-password-otp'));
    expect(post).toHaveBeenCalledWith('/v1/customer/forgot-password', { email: 'asha@example.test' });
    expect(store.getState().auth.forgotPasswordEmail).toBe('asha@example.test');
    expect(await screen.findByText('Otp sent for password reset')).toBeInTheDocument();
  });

  it('names what is missing when Login is pressed on an empty form, and sends nothing', async () => {
    const post = jest.spyOn(apiClient, 'post');
    renderAuthPage('/login', <LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('links to Google and Facebook login on the API and to /signup', () => {
    renderAuthPage('/login', <LoginPage />);
    expect(screen.getByRole('link', { name: 'Log in with Google' })).toHaveAttribute('href', '/api/v1/oAuth/google');
    expect(screen.getByRole('link', { name: 'Log in with Facebook' })).toHaveAttribute(
      'href',
      '/api/v1/oAuth/facebook',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  describe('two-step sign-in', () => {
    const mfaRequired = { data: { success: true, mfaRequired: true, message: 'Enter the code from your app.' } };
    const signIn = async () => {
      await userEvent.type(screen.getByLabelText('Email'), 'asha@example.test');
      await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      return screen.findByRole('heading', { name: 'Two-step sign-in' });
    };

    it('asks for the code after the password, shows a wrong code’s words, then signs in and goes on', async () => {
      const post = jest
        .spyOn(apiClient, 'post')
        .mockResolvedValueOnce(mfaRequired)
        .mockRejectedValueOnce(refusedCall(401, 'That code is not right.'))
        .mockResolvedValueOnce({ data: { success: true, message: 'Login Successfully', data: user } });
      const { store } = renderAuthPage('/login?next=%2Faccount%2Fsecurity', <LoginPage />);
      await signIn();
      const code = screen.getByLabelText('Authentication code');
      expect(code).toHaveFocus();
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(
        screen.getByText('The 6-digit code from your authenticator app, or one of your recovery codes.'),
      ).toBeInTheDocument();
      expect(store.getState().auth).toMatchObject({ isUserLoggedIn: false, isLoading: false });

      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Enter the code from your authenticator app.')).toBeInTheDocument();
      expect(post).toHaveBeenCalledTimes(1);

      await userEvent.type(code, '000000');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
      expect(screen.getByLabelText('Authentication code')).toHaveFocus();

      await userEvent.clear(code);
      await userEvent.type(code, 'abcd-efgh');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/account\/security$/));
      expect(post).toHaveBeenLastCalledWith('/v1/customer/login/mfa', { code: 'abcd-efgh' });
      expect(store.getState().auth).toMatchObject({ isUserLoggedIn: true, userData: user });
      expect(await screen.findByText('Login Successfully')).toBeInTheDocument();
    });

    it.each([
      [429, 'Too many tries. Sign in again.'],
      [401, 'Your sign-in has expired. Sign in again.'],
    ])('goes back to the password step on %i "%s"', async (status, message) => {
      jest
        .spyOn(apiClient, 'post')
        .mockResolvedValueOnce(mfaRequired)
        .mockRejectedValueOnce(refusedCall(status, message));
      renderAuthPage('/login', <LoginPage />);
      await signIn();
      await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    });

    it('asks for the code at once when Google or Facebook sent the traveller back to sign in (?mfa=required)', async () => {
      const post = jest
        .spyOn(apiClient, 'post')
        .mockResolvedValueOnce({ data: { success: true, message: 'Login Successfully', data: user } });
      renderAuthPage('/login?mfa=required', <LoginPage />);
      expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(post).toHaveBeenCalledWith('/v1/customer/login/mfa', { code: '123456' }));
      expect(await screen.findByText('Login Successfully')).toBeInTheDocument();
    });

    it('Use another account returns to the password step', async () => {
      jest.spyOn(apiClient, 'post').mockResolvedValueOnce(mfaRequired);
      renderAuthPage('/login', <LoginPage />);
      await signIn();
      await userEvent.click(screen.getByRole('button', { name: 'Use another account' }));
      expect(screen.getByLabelText('Email')).toHaveValue('asha@example.test');
      expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    });
  });
});
