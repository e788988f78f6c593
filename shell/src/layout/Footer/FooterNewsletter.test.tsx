import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../../test/renderWithPortal';
import { subscribeToNewsletter } from './api/subscribeToNewsletter';
import { FooterNewsletter } from './FooterNewsletter';

jest.mock('./api/subscribeToNewsletter', () => ({ subscribeToNewsletter: jest.fn() }));
const subscribe = subscribeToNewsletter as jest.Mock;

describe('FooterNewsletter', () => {
  const original = globalThis.IntersectionObserver;
  let reportNear: (() => void) | undefined;
  beforeEach(() => {
    reportNear = undefined;
    subscribe.mockReset();
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        reportNear = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('shows its title at once and its form when the footer comes near, which then subscribes', async () => {
    subscribe.mockResolvedValue({ success: true, message: 'Subscribed' });
    renderWithPortal(<FooterNewsletter />);
    expect(screen.getByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Enter Your Email')).not.toBeInTheDocument();

    act(() => reportNear!());
    await userEvent.type(await screen.findByPlaceholderText('Enter Your Email'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/Thanks for subscribing!/)).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({ email: 'asha@example.com' }, 'footer');
  });
});
