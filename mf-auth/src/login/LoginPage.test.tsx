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
});
