import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { storeWithVisitor } from '@travel/shared-ui/test/storeWithVisitor';
import { renderAuthPage } from '../test/renderAuthPage';
import SignupPage from './SignupPage';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

describe('SignupPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the messages for missing and malformed fields', async () => {
    renderAuthPage('/signup', <SignupPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'not an email');
    await userEvent.type(screen.getByLabelText('Mobile number (optional)'), '12345');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Mobile number must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 9 characters long')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    renderAuthPage('/signup', <SignupPage />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends the sign-up, toasts and moves to /signup/otp', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, message: 'Otp sent successfully' } });
    const { store } = renderAuthPage('/signup', <SignupPage />);
    await userEvent.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/signup'));
    // The terms box is required before anything is sent.
    expect(await screen.findByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText(/I agree to the/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/signup/otp'));
    expect(post).toHaveBeenCalledWith('/v1/customer/signup', {
      name: 'Asha Rao',
      email: 'asha@example.test',
      password: 'correct-horse',
    });
    expect(await screen.findByText('Otp sent successfully')).toBeInTheDocument();
    expect(store.getState().auth.signupData?.email).toBe('asha@example.test');
  });

  it('shows the server’s message when the call fails', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(refusedCall(429, 'Please wait 12 seconds before requesting a new code.'));
    renderAuthPage('/signup', <SignupPage />);
    await userEvent.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByLabelText(/I agree to the/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please wait 12 seconds before requesting a new code.')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/signup$/);
  });

  it('sends a logged-in visitor home', () => {
    renderAuthPage('/signup', <SignupPage />, storeWithVisitor({ signedIn: true }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });
});
