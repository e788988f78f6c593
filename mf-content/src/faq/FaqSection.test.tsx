import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { FaqSection } from '@travel/shared-ui/faq-section';
import { getFaqs } from './api/getFaqs';

const faqs = [
  { _id: 'a', question: 'Can I cancel my flight?', answer: 'Yes, from My Trips.', is_hidden: false },
  { _id: 'b', question: 'Internal draft question', answer: 'Not for travellers.', is_hidden: true },
  { _id: 'c', question: 'Are there hidden fees?', answer: 'No, the price shown is the price paid.', is_hidden: false },
];

describe('FaqSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the page slug from the API and never shows hidden entries', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { faqs } } });
    render(<FaqSection load={getFaqs} slug="flight" />);
    expect(await screen.findByRole('button', { name: /Can I cancel my flight\?/ })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/faqs/page/flight');
    expect(screen.getByRole('button', { name: /Are there hidden fees\?/ })).toBeInTheDocument();
    expect(screen.queryByText('Internal draft question')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  });

  it('opens one item at a time and closes the open one when clicked again', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { faqs } } });
    const user = userEvent.setup();
    render(<FaqSection load={getFaqs} slug="hotel" />);
    const first = await screen.findByRole('button', { name: /Can I cancel my flight\?/ });
    const second = screen.getByRole('button', { name: /Are there hidden fees\?/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Yes, from My Trips.')).not.toBeVisible();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Yes, from My Trips.')).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Yes, from My Trips.')).not.toBeVisible();
    expect(screen.getByText('No, the price shown is the price paid.')).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No, the price shown is the price paid.')).not.toBeVisible();
  });

  it('is keyboard usable: Enter on a focused question opens it', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { faqs } } });
    const user = userEvent.setup();
    render(<FaqSection load={getFaqs} slug="flight" />);
    await screen.findByRole('button', { name: /Can I cancel my flight\?/ });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Can I cancel my flight\?/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows nothing and logs the error when the call fails', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('network down'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<FaqSection load={getFaqs} slug="affiliate" id="faq" />);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(String(log.mock.calls[0][0])).toContain('affiliate');
    await waitFor(() => expect(screen.queryByText('Loading questions...')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('#faq')).toBeInTheDocument();
  });

  it('shows nothing when the server answers without success', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: false } });
    render(<FaqSection load={getFaqs} slug="offer" />);
    await waitFor(() => expect(screen.queryByText('Loading questions...')).not.toBeInTheDocument());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
