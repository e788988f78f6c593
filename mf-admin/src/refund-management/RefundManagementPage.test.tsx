import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { apiClient } from '@travel/shared-ui/api';
import { CUSTOMER, renderAdminPage } from '../test/renderAdminPage';
import RefundManagementPage from './RefundManagementPage';

const REFUNDS = Array.from({ length: 7 }, (_, i) => ({
  id: `rf_${i}`,
  amountMinor: 123_450 + i,
  currency: 'INR',
  status: (['pending', 'processed', 'failed', 'requires_action'] as const)[i % 4],
  gateway: 'razorpay',
  createdAt: '2026-11-21T08:00:00.000Z',
}));

function mockGet(refunds: typeof REFUNDS = REFUNDS) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/refunds/history') return { data: { success: true, data: refunds } };
    if (url === '/refunds/bookings/ABC234') {
      return {
        data: {
          success: true,
          reference: 'ABC234',
          paymentId: 'pmt_abc',
          gateway: 'stripe',
          currency: 'INR',
          refundableMinor: 1_234_50,
          cancellationId: '7d1c0c7e-0000-4000-8000-000000000001',
        },
      };
    }
    if (url.startsWith('/refunds/bookings/')) throw serverError(404, 'No paid booking found with reference NOPE99');
    const gateway = url.match(/^\/refunds\/gateways\/(\w+)\/status$/)?.[1];
    if (gateway) {
      return { data: { connected: gateway === 'razorpay', mode: 'live', message: `${gateway} check`, latencyMs: 12 } };
    }
    throw new Error(`unexpected ${url}`);
  });
}

const serverError = (status: number, message: string) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { success: false, message },
  });

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Payment ID *'), 'pay_DEMO100001');
  await userEvent.type(screen.getByLabelText('Cancellation ID *'), 'c-1');
  await userEvent.type(screen.getByLabelText('Amount (₹) *'), '1500.50');
  await userEvent.selectOptions(screen.getByLabelText('Reason *'), 'order_cancelled');
}

afterEach(() => jest.restoreAllMocks());

describe('RefundManagementPage', () => {
  it('is for admins only', () => {
    renderAdminPage('/tripjack', <RefundManagementPage />, CUSTOMER);
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
  });

  it('lists the first 5 refunds with amounts in rupees and status badges', async () => {
    mockGet();
    renderAdminPage('/tripjack', <RefundManagementPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByText('₹1,234.50')).toBeInTheDocument();
    expect(within(table).getByText('requires action')).toHaveClass('adm-badge--requires_action');
    expect(within(table).queryByText('rf_5')).not.toBeInTheDocument();
  });

  it('shows each refund in its own currency', async () => {
    mockGet([
      { ...REFUNDS[0], id: 'rf_usd', amountMinor: 123_450, currency: 'USD' },
      { ...REFUNDS[1], id: 'rf_eur', amountMinor: 9_905, currency: 'eur' },
      { ...REFUNDS[2], id: 'rf_inr', amountMinor: 1_845_000, currency: 'INR' },
    ]);
    renderAdminPage('/tripjack', <RefundManagementPage />);
    const table = await screen.findByRole('table');
    const amountOf = (id: string) => within(within(table).getByText(id).closest('tr')!).getAllByRole('cell')[1];
    expect(amountOf('rf_usd')).toHaveTextContent(/^\$1,234.50$/);
    expect(amountOf('rf_eur')).toHaveTextContent(/^€99.05$/);
    expect(amountOf('rf_inr')).toHaveTextContent(/^₹18,450$/);
  });

  it('draws no <main> of its own inside the shell’s', async () => {
    mockGet();
    renderAdminPage('/tripjack', <RefundManagementPage />);
    await screen.findByRole('table');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it("says 'No refunds processed yet' when there are none", async () => {
    mockGet([]);
    renderAdminPage('/tripjack', <RefundManagementPage />);
    expect(await screen.findByText('No refunds processed yet')).toBeInTheDocument();
  });

  it('says when the refund history cannot be loaded, and Try again loads it', async () => {
    const get = mockGet();
    get.mockRejectedValueOnce(serverError(503, 'Service unavailable'));
    renderAdminPage('/tripjack', <RefundManagementPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load recent refunds.');
    expect(screen.queryByText('No refunds processed yet')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('rf_0')).toBeInTheDocument();
  });

  it('checks the selected gateway and switches with the quick actions', async () => {
    const get = mockGet();
    renderAdminPage('/tripjack', <RefundManagementPage />);
    expect(await screen.findByText('Razorpay: Connected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Stripe' }));
    expect(await screen.findByText('Stripe: Disconnected')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Stripe' })).toBeChecked();
    expect(get).toHaveBeenCalledWith('/refunds/gateways/stripe/status');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Razorpay' }));
    expect(await screen.findByText('Razorpay: Connected')).toBeInTheDocument();
  });

  it('validates every field before calling the API', async () => {
    mockGet();
    const post = jest.spyOn(apiClient, 'post');
    renderAdminPage('/tripjack', <RefundManagementPage />);
    await userEvent.type(screen.getByLabelText('Amount (₹) *'), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Initiate Refund' }));
    for (const text of [
      'Payment ID is required',
      'Cancellation ID is required',
      'Amount must be at least 1',
      'Reason is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('initiates: Processing... while busy, then the success message, a cleared form and a reloaded list', async () => {
    const get = mockGet();
    let resolve: (value: unknown) => void = () => undefined;
    const post = jest.spyOn(apiClient, 'post').mockImplementation(() => new Promise((r) => (resolve = r)));
    renderAdminPage('/tripjack', <RefundManagementPage />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Initiate Refund' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    const [url, payload, config] = post.mock.calls[0];
    expect(url).toBe('/refunds/initiate');
    expect(payload).toEqual({
      paymentId: 'pay_DEMO100001',
      cancellationId: 'c-1',
      amountMinor: 150_050,
      currency: 'INR',
      reason: 'order_cancelled',
      gateway: 'razorpay',
    });
    expect((config?.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    const historyCalls = get.mock.calls.filter(([u]) => u === '/refunds/history').length;
    resolve({ data: { success: true, refundId: 'rf_new' } });
    expect(await screen.findByText('Refund initiated successfully! Refund ID: rf_new')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment ID *')).toHaveValue('');
    await waitFor(() => expect(get.mock.calls.filter(([u]) => u === '/refunds/history').length).toBe(historyCalls + 1));
  });

  it("shows the server's message on error and keeps what was typed; a retry reuses the Idempotency-Key", async () => {
    mockGet();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(serverError(400, 'This payment has already been refunded in full.'))
      .mockRejectedValueOnce(new Error('boom'));
    renderAdminPage('/tripjack', <RefundManagementPage />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Initiate Refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment has already been refunded in full.');
    expect(screen.getByLabelText('Payment ID *')).toHaveValue('pay_DEMO100001');
    await userEvent.click(screen.getByRole('button', { name: 'Initiate Refund' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to process refund'));
    const keys = post.mock.calls.map(([, , config]) => (config?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBe(keys[1]);
  });

  it("says 'Failed to process refund' when the server does not answer", async () => {
    mockGet();
    jest.spyOn(apiClient, 'post').mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    renderAdminPage('/tripjack', <RefundManagementPage />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Initiate Refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to process refund$/);
  });

  it('fills the form from a booking reference: payment, gateway, what remains and the cancellation', async () => {
    mockGet();
    renderAdminPage('/tripjack', <RefundManagementPage />);
    await userEvent.type(screen.getByLabelText('Booking reference'), 'NOPE99');
    await userEvent.click(screen.getByRole('button', { name: 'Fill from booking' }));
    expect(await screen.findByText('No paid booking found with reference NOPE99')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Booking reference'));
    await userEvent.type(screen.getByLabelText('Booking reference'), 'ABC234');
    await userEvent.click(screen.getByRole('button', { name: 'Fill from booking' }));
    await waitFor(() => expect(screen.getByLabelText('Payment ID *')).toHaveValue('pmt_abc'));
    expect(screen.getByLabelText('Cancellation ID *')).toHaveValue('7d1c0c7e-0000-4000-8000-000000000001');
    expect(screen.getByLabelText('Amount (₹) *')).toHaveValue(1234.5);
    expect(await screen.findByText('stripe check')).toBeInTheDocument();
  });
});
