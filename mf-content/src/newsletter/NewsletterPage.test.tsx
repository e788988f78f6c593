import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import NewsletterPage from './NewsletterPage';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

const fail = (status: number, message: string) => refusedCall(status, message);

async function subscribe(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText('First Name (optional)'), 'Asha');
  await user.type(screen.getByLabelText('Email Address *'), email);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
}

describe('NewsletterPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('requires a valid email and the terms box before calling the API', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const user = userEvent.setup();
    render(<NewsletterPage />);
    await user.type(screen.getByLabelText('Email Address *'), 'bad@');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please agree to receive our newsletter')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the success panel and clears the fields', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true } });
    const user = userEvent.setup();
    render(<NewsletterPage />);
    await subscribe(user, 'asha@example.com');
    expect(await screen.findByText('Successfully Subscribed!')).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for subscribing to our newsletter. You'll receive a confirmation email shortly."),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/newsletter/subscribe', {
      email: 'asha@example.com',
      firstName: 'Asha',
      source: 'page',
    });
    expect(screen.getByLabelText('Email Address *')).toHaveValue('');
    expect(screen.getByLabelText('First Name (optional)')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('shows the already-subscribed message on a 400 and the generic one otherwise', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValueOnce(fail(400, 'x')).mockRejectedValueOnce(fail(503, 'down'));
    const user = userEvent.setup();
    render(<NewsletterPage />);
    await subscribe(user, 'dup@example.com');
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('This email is already subscribed to our newsletter.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
  });
});
