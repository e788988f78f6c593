import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { CUSTOMER, renderAdminPage } from '../test/renderAdminPage';
import RefundManagementPage from './RefundManagementPage';
import { refusedCall, unreachableCall } from '@travel/shared-ui/test/failedCall';

type ListedRefund = {
  id: string;
  amountMinor: number;
  currency: string;
  status: 'pending' | 'processed' | 'failed' | 'requires_action';
  gateway: string;
  product: 'flight' | 'hotel';
  reference: string;
  customerEmail: string;
  createdAt: string;
};

const REFUNDS: ListedRefund[] = Array.from({ length: 45 }, (_, i) => ({
  id: `rf_${i}`,
  amountMinor: 123_450 + i,
  currency: 'INR',
  status: (['pending', 'processed', 'failed', 'requires_action'] as const)[i % 4],
  gateway: i % 2 ? 'stripe' : 'razorpay',
  product: i % 3 ? 'hotel' : 'flight',
  reference: i % 3 ? `HB-1000${String(i).padStart(2, '0')}` : `FL${String(i).padStart(4, '0')}`,
  customerEmail: `traveller${i}@example.test`,
  createdAt: '2026-11-21T08:00:00.000Z',
}));

/** GET /api/refunds as the API answers it: the filters of the query, 20 a page. */
function listReply(refunds: ListedRefund[], params: URLSearchParams) {
  const q = params.get('q')?.toLowerCase();
  const found = refunds.filter(
    (refund) =>
      ['status', 'product', 'gateway'].every(
        (name) => !params.get(name) || refund[name as 'status'] === params.get(name),
      ) &&
      (!q || refund.reference.toLowerCase().includes(q) || refund.customerEmail.includes(q)),
  );
  const page = Number(params.get('page') ?? 1);
  return {
    success: true,
    data: found.slice((page - 1) * 20, page * 20),
    page,
    pageSize: 20,
    total: found.length,
    pages: Math.max(1, Math.ceil(found.length / 20)),
  };
}

function mockGet(refunds: ListedRefund[] = REFUNDS) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    if (url === '/refunds') return { data: listReply(refunds, config!.params as URLSearchParams) };
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

const serverError = (status: number, message: string) => refusedCall(status, message);

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

  const listCalls = (get: jest.SpyInstance) =>
    get.mock.calls
      .filter(([url]) => url === '/refunds')
      .map(([, config]) => new URLSearchParams((config as { params: URLSearchParams }).params));
  const location = () => screen.getByTestId('location').textContent;

  it('lists a page of 20 refunds with booking, customer, amount in rupees and status badge', async () => {
    mockGet();
    renderAdminPage('/tripjack', <RefundManagementPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('45 refunds')).toBeInTheDocument();
    const first = within(table).getByText('rf_0').closest('tr')!;
    expect(within(first).getByText('FL0000')).toBeInTheDocument();
    expect(within(first).getByText('Flight')).toBeInTheDocument();
    expect(within(first).getByText('traveller0@example.test')).toBeInTheDocument();
    expect(within(table).getByText('₹1,234.50')).toBeInTheDocument();
    expect(within(table).getAllByText('requires action')[0]).toHaveClass('adm-badge--requires_action');
    expect(within(table).queryByText('rf_20')).not.toBeInTheDocument();
  });

  it('pages through the server’s pages, with the page in the URL', async () => {
    const get = mockGet();
    renderAdminPage('/tripjack', <RefundManagementPage />);
    await screen.findByText('rf_0');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('rf_20')).toBeInTheDocument();
    expect(location()).toBe('/tripjack?page=2');
    expect(listCalls(get).at(-1)!.get('page')).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('rf_44')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('rf_20')).toBeInTheDocument();
  });

  it('opens a bookmarked view: the filters from the URL, in the fields and in the API query', async () => {
    const get = mockGet();
    renderAdminPage('/tripjack?status=failed&product=hotel&q=traveller1&page=1', <RefundManagementPage />);
    expect(await screen.findByText('rf_10')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('failed');
    expect(screen.getByLabelText('Product')).toHaveValue('hotel');
    expect(screen.getByLabelText('Search by reference or email')).toHaveValue('traveller1');
    const query = listCalls(get)[0];
    expect(query.get('status')).toBe('failed');
    expect(query.get('product')).toBe('hotel');
    expect(query.get('q')).toBe('traveller1');
    expect(query.get('timeZone')).toBeTruthy();
    expect(screen.getByText('2 refunds')).toBeInTheDocument();
  });

  it('applies the filters with Enter from the keyboard, back to page 1, and Clear filters lists everything', async () => {
    const get = mockGet();
    renderAdminPage('/tripjack?page=2', <RefundManagementPage />);
    await screen.findByText('rf_20');
    await userEvent.selectOptions(screen.getByLabelText('Gateway'), 'stripe');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'processed');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('Search by reference or email'), ' HB-10000{Enter}');
    await waitFor(() =>
      expect(location()).toBe('/tripjack?status=processed&gateway=stripe&from=2026-11-01&q=HB-10000'),
    );
    expect(await screen.findByText('rf_5')).toBeInTheDocument();
    expect(screen.getByText('rf_1')).toBeInTheDocument();
    expect(screen.getByText('2 refunds')).toBeInTheDocument();
    expect(listCalls(get).at(-1)!.get('from')).toBe('2026-11-01');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/tripjack'));
    expect(await screen.findByText('45 refunds')).toBeInTheDocument();
    expect(screen.getByLabelText('Gateway')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('refuses a date range that ends before it starts, without asking the API', async () => {
    const get = mockGet();
    renderAdminPage('/tripjack', <RefundManagementPage />);
    await screen.findByText('rf_0');
    const calls = listCalls(get).length;
    await userEvent.type(screen.getByLabelText('From'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-02');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByText('The start date must be on or before the end date')).toBeInTheDocument();
    expect(location()).toBe('/tripjack');
    expect(listCalls(get)).toHaveLength(calls);
  });

  it('says when no refund matches the filters', async () => {
    mockGet();
    renderAdminPage('/tripjack?q=nobody', <RefundManagementPage />);
    expect(await screen.findByText('No refunds match these filters')).toBeInTheDocument();
  });

  it('shows the loading state until the list arrives', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    const get = mockGet();
    get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderAdminPage('/tripjack', <RefundManagementPage />);
    expect(screen.getByText('Loading refunds…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    answer({ data: listReply(REFUNDS, new URLSearchParams()) });
    expect(await screen.findByText('rf_0')).toBeInTheDocument();
  });

  it('shows each refund in its own currency', async () => {
    mockGet([
      { ...REFUNDS[0], id: 'rf_usd', amountMinor: 123_450, currency: 'USD' },
      { ...REFUNDS[1], id: 'rf_eur', amountMinor: 9_905, currency: 'eur' },
      { ...REFUNDS[2], id: 'rf_inr', amountMinor: 1_845_000, currency: 'INR' },
    ]);
    renderAdminPage('/tripjack', <RefundManagementPage />);
    const table = await screen.findByRole('table');
    const amountOf = (id: string) => within(within(table).getByText(id).closest('tr')!).getAllByRole('cell')[3];
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

  it('says when the refunds cannot be loaded, and Try again loads them', async () => {
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
    const historyCalls = listCalls(get).length;
    resolve({ data: { success: true, refundId: 'rf_new' } });
    expect(await screen.findByText('Refund initiated successfully! Refund ID: rf_new')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment ID *')).toHaveValue('');
    await waitFor(() => expect(listCalls(get).length).toBe(historyCalls + 1));
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
    jest.spyOn(apiClient, 'post').mockRejectedValue(unreachableCall());
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

  describe('when the API asks for the second factor again (#40)', () => {
    const stepUp = (kind: 'code' | 'enrol', message: string) =>
      refusedCall(403, { success: false, message, stepUp: kind });

    it('asks the code in "Confirm it\'s you", confirms it, then initiates again with the same key', async () => {
      mockGet();
      const post = jest
        .spyOn(apiClient, 'post')
        .mockRejectedValueOnce(stepUp('code', 'Enter the code from your authenticator app to continue.'))
        .mockRejectedValueOnce(serverError(400, 'That code is not right.'))
        .mockResolvedValueOnce({ data: { success: true, message: 'Confirmed.', validUntil: '2026-11-30T00:15:00Z' } })
        .mockResolvedValueOnce({ data: { success: true, refundId: 'rf_after' } });
      renderAdminPage('/tripjack', <RefundManagementPage />);
      await fillForm();
      await userEvent.click(screen.getByRole('button', { name: 'Initiate Refund' }));
      const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
      expect(within(dialog).getByText('Enter the code from your authenticator app to continue.')).toBeInTheDocument();
      const code = within(dialog).getByLabelText('Authentication code');
      await waitFor(() => expect(code).toHaveFocus());
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');

      await userEvent.type(code, '000000');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await within(dialog).findByText('That code is not right.')).toBeInTheDocument();
      await userEvent.clear(code);
      await userEvent.type(code, '123456');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

      expect(await screen.findByText('Refund initiated successfully! Refund ID: rf_after')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(post.mock.calls.map(([url]) => url)).toEqual([
        '/refunds/initiate',
        '/v1/customer/mfa/step-up',
        '/v1/customer/mfa/step-up',
        '/refunds/initiate',
      ]);
      expect(post.mock.calls[2][1]).toEqual({ code: '123456' });
      const keys = [post.mock.calls[0][2], post.mock.calls[3][2]].map(
        (config) => (config?.headers as Record<string, string>)['Idempotency-Key'],
      );
      expect(keys[0]).toBe(keys[1]);
    });

    it('Escape closes the dialog and shows the refusal; nothing is sent again', async () => {
      mockGet();
      const post = jest
        .spyOn(apiClient, 'post')
        .mockRejectedValueOnce(stepUp('code', 'Enter the code from your authenticator app to continue.'));
      renderAdminPage('/tripjack', <RefundManagementPage />);
      await fillForm();
      await userEvent.click(screen.getByRole('button', { name: 'Initiate Refund' }));
      await screen.findByRole('dialog', { name: "Confirm it's you" });
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Enter the code from your authenticator app to continue.',
      );
      expect(post).toHaveBeenCalledTimes(1);
    });

    it('sends a staff member without two-step sign-in to set it up', async () => {
      mockGet();
      jest
        .spyOn(apiClient, 'post')
        .mockRejectedValueOnce(stepUp('enrol', 'Set up two-step sign-in in your account before you move money.'));
      renderAdminPage('/tripjack', <RefundManagementPage />);
      await fillForm();
      await userEvent.click(screen.getByRole('button', { name: 'Initiate Refund' }));
      const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
      expect(
        within(dialog).getByText('Set up two-step sign-in in your account before you move money.'),
      ).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('link', { name: 'Set up two-step sign-in' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/account/security');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
