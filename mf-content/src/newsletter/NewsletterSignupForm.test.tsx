import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { NewsletterSignupForm } from '@travel/shared-ui/newsletter-form';
import { subscribeToNewsletter } from './api/subscribeToNewsletter';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

const httpError = (status: number, message: string) => refusedCall(status, message);

describe('NewsletterSignupForm', () => {
  afterEach(() => jest.restoreAllMocks());

  it('checks the address before calling the API', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const user = userEvent.setup();
    render(<NewsletterSignupForm subscribeToNewsletter={subscribeToNewsletter} source="footer" />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    await user.type(screen.getByPlaceholderText('Enter Your Email'), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(post).not.toHaveBeenCalled();
  });

  it('subscribes through the API, shows Subscribing... then thanks, and clears the field', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const post = jest.spyOn(apiClient, 'post').mockReturnValue(new Promise((r) => (resolve = r)));
    const user = userEvent.setup();
    render(<NewsletterSignupForm subscribeToNewsletter={subscribeToNewsletter} source="blog" />);
    await user.type(screen.getByPlaceholderText('Enter Your Email'), ' asha@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(post).toHaveBeenCalledWith('/newsletter/subscribe', { email: 'asha@example.com', source: 'blog' });
    resolve({ data: { success: true } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thanks for subscribing!'));
    expect(screen.getByPlaceholderText('Enter Your Email')).toHaveValue('');
  });

  it('says the address is already subscribed on a 400, and keeps what was typed', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(httpError(400, 'This email is already subscribed to our newsletter.'));
    const user = userEvent.setup();
    render(<NewsletterSignupForm subscribeToNewsletter={subscribeToNewsletter} source="footer" />);
    await user.type(screen.getByPlaceholderText('Enter Your Email'), 'dup@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This email is already subscribed to our newsletter.'),
    );
    expect(screen.getByPlaceholderText('Enter Your Email')).toHaveValue('dup@example.com');
  });

  it('shows the generic failure text for any other error', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(500, 'boom'));
    const user = userEvent.setup();
    render(<NewsletterSignupForm subscribeToNewsletter={subscribeToNewsletter} source="footer" />);
    await user.type(screen.getByPlaceholderText('Enter Your Email'), 'x@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.'),
    );
  });
});
