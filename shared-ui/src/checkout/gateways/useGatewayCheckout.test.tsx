import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import type { BrowserPayment } from './browserPayment';
import { useGatewayCheckout } from './useGatewayCheckout';

jest.mock('./loadScript', () => ({ loadScript: () => Promise.resolve() }));

/** Stripe.js as far as the card dialog uses it: a card field and the two confirmations. */
function fakeStripe() {
  const calls = { confirmCardSetup: jest.fn(), confirmCardPayment: jest.fn() };
  (window as unknown as { Stripe: unknown }).Stripe = () => ({
    elements: () => ({
      create: () => {
        const input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        return { mount: (target: HTMLElement) => target.appendChild(input), destroy: () => input.remove() };
      },
    }),
    ...calls,
  });
  return calls;
}

function Checkout({ payment }: { payment: BrowserPayment }) {
  const gateway = useGatewayCheckout();
  return (
    <>
      <button type="button" onClick={() => void gateway.open(payment)}>
        Open
      </button>
      {gateway.dialog}
    </>
  );
}

const guarantee: BrowserPayment = {
  paymentId: 'pmt_1',
  gateway: 'stripe',
  clientSecret: 'seti_1_secret_x',
  publishableKey: 'pk_test',
  scriptUrl: 'https://js.stripe.com/v3/',
  returnUrl: '/hotel-checkout/confirmation?reference=ABC234&paymentId=pmt_1',
  intent: 'setup',
};

afterEach(() => jest.restoreAllMocks());

describe('useGatewayCheckout for a card guarantee through Stripe', () => {
  it('says nothing is charged, confirms the SetupIntent (not a payment) and tells the API which one', async () => {
    const stripe = fakeStripe();
    // jsdom cannot follow the return page's navigation; it says so on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stripe.confirmCardSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', status: 'succeeded' } });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, payment: { id: 'pmt_1', status: 'captured' } } });
    render(<Checkout payment={guarantee} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guarantee with a card' });
    expect(dialog).toHaveTextContent('Nothing is charged now: the card only guarantees the booking.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guarantee booking' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Guarantee booking' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_x', expect.anything());
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledWith('/payments/pmt_1/confirm', { setup_intent: 'seti_1' });
  });

  it("shows the bank's refusal and keeps the dialog open for another card", async () => {
    const stripe = fakeStripe();
    stripe.confirmCardSetup.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const post = jest.spyOn(apiClient, 'post');
    render(<Checkout payment={guarantee} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guarantee booking' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Guarantee booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Guarantee booking' })).toBeEnabled();
    expect(post).not.toHaveBeenCalled();
  });
});
