import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installIntersectionObserver } from '@travel/shared-ui/test/intersectionObserver';
import { renderWithPortal } from '../../test/renderWithPortal';
import { subscribeToNewsletter } from './api/subscribeToNewsletter';
import { FooterNewsletter } from './FooterNewsletter';

jest.mock('./api/subscribeToNewsletter', () => ({ subscribeToNewsletter: jest.fn() }));
const subscribe = subscribeToNewsletter as jest.Mock;

describe('FooterNewsletter', () => {
  const viewport = installIntersectionObserver();
  beforeEach(() => subscribe.mockReset());

  it('shows its title at once and its form when the footer comes near, which then subscribes', async () => {
    subscribe.mockResolvedValue({ success: true, message: 'Subscribed' });
    renderWithPortal(<FooterNewsletter />);
    expect(screen.getByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Enter Your Email')).not.toBeInTheDocument();

    viewport.bringIntoView();
    await userEvent.type(await screen.findByPlaceholderText('Enter Your Email'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/Thanks for subscribing!/)).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({ email: 'asha@example.com' }, 'footer');
  });
});
