import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import type { CancellationRequest } from '@travel/contracts/admin';
import { CUSTOMER, renderAdminPage } from '../test/renderAdminPage';
import AdminApprovalPage from './AdminApprovalPage';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

const REQUEST: CancellationRequest = {
  id: '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
  customerName: 'Priya Nair',
  customerEmail: 'priya.nair@example.com',
  customerPhone: '9123456780',
  bookingId: 'HB-100004',
  amountMinor: 7_350_000,
  currency: 'INR',
  departureDate: '2026-12-03T14:00:00.000Z',
  reason: 'Change of travel plans',
  additionalNotes: 'Flight was rescheduled',
  createdAt: '2026-11-21T08:00:00.000Z',
  priority: 'high',
  status: 'pending',
  refundableAmountMinor: 5_880_000,
  deductionsMinor: 5000,
  netRefundMinor: 5_875_000,
  processedBy: null,
  processedAt: null,
  notes: null,
  refundId: null,
  refundStatus: null,
  refundPreference: 'original',
  refunds: [],
};

function mockApi(
  requests: CancellationRequest[] | unknown,
  stats = { pending: 1, approved: 2, rejected: 3, total: 6 },
) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/admin/cancellations/stats') return { data: stats };
    if (url === '/admin/cancellations') return { data: requests };
    if (url.endsWith('/history')) {
      return {
        data: {
          success: true,
          events: [
            { at: '2026-11-20T09:00:00.000Z', event: 'cancellation_requested', detail: 'filed through the wizard' },
          ],
        },
      };
    }
    throw new Error(`unexpected ${url}`);
  });
}

const serverError = (status: number, message: string) => refusedCall(status, message);

const localTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

afterEach(() => jest.restoreAllMocks());

describe('AdminApprovalPage', () => {
  it('sends a visitor who is not logged in to /login with the way back', () => {
    renderAdminPage('/admin-approval', <AdminApprovalPage />, null);
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fadmin-approval');
  });

  it('tells a customer they are not authorised, and asks the API nothing', () => {
    const get = jest.spyOn(apiClient, 'get');
    renderAdminPage('/admin-approval', <AdminApprovalPage />, CUSTOMER);
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the stats and the table, loading with the default filters pending, all, today', async () => {
    const get = mockApi([REQUEST]);
    renderAdminPage('/admin-approval', <AdminApprovalPage />);
    expect(screen.getByText('Loading cancellation requests…')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /#3e4f5a6b/ });
    expect(within(row).getByText('Priya Nair')).toBeInTheDocument();
    expect(within(row).getByText('₹73,500')).toBeInTheDocument();
    expect(within(row).getByText('high')).toHaveClass('adm-badge--high');
    expect(within(row).getByRole('button', { name: 'Approve request #3e4f5a6b' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/admin/cancellations', {
      params: { status: 'pending', priority: 'all', dateRange: 'today', timeZone: localTimeZone },
    });
    expect(screen.getByTestId('stat-pending')).toHaveTextContent('1');
    expect(screen.getByText('Total Requests').nextSibling).toHaveTextContent('6');
  });

  it('applies the filters only on Apply Filters, and shows the empty state for a non-array answer', async () => {
    const get = mockApi({ unexpected: true });
    renderAdminPage('/admin-approval', <AdminApprovalPage />);
    expect(await screen.findByText('No cancellation requests found')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'approved');
    await userEvent.selectOptions(screen.getByLabelText('Date Range'), 'month');
    expect(get).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/admin/cancellations', {
        params: { status: 'approved', priority: 'all', dateRange: 'month', timeZone: localTimeZone },
      }),
    );
  });

  it('says when the requests cannot be loaded instead of showing an empty list, and Try again reloads', async () => {
    const get = mockApi([REQUEST]);
    get.mockImplementationOnce(async () => {
      throw new Error('Network Error');
    });
    renderAdminPage('/admin-approval', <AdminApprovalPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load cancellation requests.');
    expect(screen.queryByText('No cancellation requests found')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /#3e4f5a6b/ })).toBeInTheDocument();
  });

  it('says when the counts cannot be loaded instead of showing zeros, and Try again reloads them', async () => {
    const get = mockApi([REQUEST]);
    get.mockImplementation(async (url: string) => {
      if (url === '/admin/cancellations') return { data: [REQUEST] };
      throw new Error('Network Error');
    });
    renderAdminPage('/admin-approval', <AdminApprovalPage />);
    expect(await screen.findByText('Could not load the request counts.')).toBeInTheDocument();
    expect(screen.queryByTestId('stat-total')).not.toBeInTheDocument();
    mockApi([REQUEST]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('stat-total')).toHaveTextContent('6');
  });

  it('shows every detail, approves from the modal with the notes, removes the row and reloads the stats', async () => {
    const get = mockApi([REQUEST]);
    let resolvePatch: (value: unknown) => void = () => undefined;
    const patch = jest
      .spyOn(apiClient, 'patch')
      .mockImplementation(() => new Promise((resolve) => (resolvePatch = resolve)));
    renderAdminPage('/admin-approval', <AdminApprovalPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'View request #3e4f5a6b' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancellation Request Details' });
    for (const text of [
      'priya.nair@example.com',
      '9123456780',
      'HB-100004',
      'Change of travel plans',
      'Flight was rescheduled',
      '₹58,800',
      '₹50',
      '₹58,750',
      'Original payment method',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('heading', { name: 'Approve or Reject' })).toBeInTheDocument();
    const history = within(dialog).getByRole('region', { name: 'Booking history' });
    expect(await within(history).findByText('cancellation_requested')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/admin/cancellations/${REQUEST.id}/history`, expect.anything());
    await userEvent.type(within(dialog).getByLabelText('Notes for the customer (optional)'), 'Refund approved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve Refund' }));
    expect(within(dialog).getByRole('button', { name: 'Reject Request' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(patch).toHaveBeenCalledWith(`/admin/cancellations/${REQUEST.id}`, {
      action: 'approve',
      notes: 'Refund approved',
    });
    const statsCalls = get.mock.calls.filter(([url]) => url === '/admin/cancellations/stats').length;
    resolvePatch({
      data: {
        success: true,
        message: 'Cancellation request approved',
        refund: { status: 'pending' },
        refunds: [{ status: 'pending' }],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('row', { name: /#3e4f5a6b/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No cancellation requests found')).toBeInTheDocument();
    expect(get.mock.calls.filter(([url]) => url === '/admin/cancellations/stats').length).toBe(statsCalls + 1);
    expect(await screen.findByText('Cancellation request approved')).toBeInTheDocument();
  });

  it('says a refund goes to travel credit when the customer chose it', async () => {
    mockApi([{ ...REQUEST, refundPreference: 'credit' }]);
    renderAdminPage('/admin-approval', <AdminApprovalPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'View request #3e4f5a6b' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancellation Request Details' });
    expect(within(dialog).getByText('Refund to').nextElementSibling).toHaveTextContent(
      'Travel credit, as the customer chose',
    );
    expect(within(dialog).queryByText('Original payment method')).not.toBeInTheDocument();
  });

  it('shows the whole refund of an approved request: the total and each part with its gateway and status', async () => {
    const part = (id: string, paymentId: string, gateway: 'sandbox' | 'razorpay', amountMinor: number) => ({
      refundId: id,
      paymentId,
      gateway,
      amountMinor,
      currency: 'INR',
      status: gateway === 'sandbox' ? ('processed' as const) : ('failed' as const),
      gatewayRefundId: `${id}_gw`,
    });
    mockApi([
      {
        ...REQUEST,
        status: 'approved',
        refundId: 'rf_first',
        refundStatus: 'processed',
        refunds: [
          part('rf_first', 'pay_first', 'sandbox', 4_000_000),
          part('rf_change', 'pay_change', 'razorpay', 1_875_000),
        ],
      },
    ]);
    renderAdminPage('/admin-approval', <AdminApprovalPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'View request #3e4f5a6b' }));
    const refund = within(screen.getByRole('dialog')).getByRole('region', { name: 'Refund' });
    const rows = within(refund).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/₹40,000.*Sandbox.*pay_first.*processed.*rf_first_gw/);
    expect(rows[2]).toHaveTextContent(/₹18,750.*Razorpay.*pay_change.*failed.*rf_change_gw/);
    expect(within(refund).getByRole('row', { name: /Total/ })).toHaveTextContent('₹58,750');
  });

  it('warns when one part of a split refund failed, though the first part was sent', async () => {
    mockApi([REQUEST]);
    jest.spyOn(apiClient, 'patch').mockResolvedValueOnce({
      data: {
        success: true,
        message: "Cancellation approved, but 1 of the refund's 2 parts failed: card expired",
        refund: { status: 'pending' },
        refunds: [{ status: 'pending' }, { status: 'failed' }],
      },
    });
    renderAdminPage('/admin-approval', <AdminApprovalPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve request #3e4f5a6b' }));
    const warning = await screen.findByText(
      "Cancellation approved, but 1 of the refund's 2 parts failed: card expired",
    );
    expect(warning.closest('.Toastify__toast')).toHaveClass('Toastify__toast--warning');
  });

  it('warns when the approved refund failed at the gateway, and shows why an action was refused', async () => {
    mockApi([REQUEST, { ...REQUEST, id: '00000000-0000-4000-8000-00000000beef' }]);
    jest
      .spyOn(apiClient, 'patch')
      .mockResolvedValueOnce({
        data: {
          success: true,
          message: 'Approved, but the refund failed: card expired',
          refund: { status: 'failed' },
          refunds: [{ status: 'failed' }],
        },
      })
      .mockRejectedValueOnce(serverError(409, 'This request was already decided'));
    renderAdminPage('/admin-approval', <AdminApprovalPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve request #3e4f5a6b' }));
    const warning = await screen.findByText('Approved, but the refund failed: card expired');
    expect(warning.closest('.Toastify__toast')).toHaveClass('Toastify__toast--warning');
    await userEvent.click(screen.getByRole('button', { name: 'Reject request #0000beef' }));
    const refused = await screen.findByText('This request was already decided');
    expect(refused.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
  });

  it('draws no <main> of its own inside the shell’s', async () => {
    mockApi([REQUEST]);
    renderAdminPage('/admin-approval', <AdminApprovalPage />);
    await screen.findByRole('row', { name: /#3e4f5a6b/ });
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('draws no <main> of its own on the not-authorised page', () => {
    renderAdminPage('/admin-approval', <AdminApprovalPage />, CUSTOMER);
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('Cancel closes the modal; Refresh reloads the list and the stats', async () => {
    const get = mockApi([REQUEST]);
    renderAdminPage('/admin-approval', <AdminApprovalPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'View request #3e4f5a6b' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    get.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(get.mock.calls.map(([url]) => url).sort()).toEqual(['/admin/cancellations', '/admin/cancellations/stats']);
  });

  it('searches the list by reference or email, and pages through it 20 at a time', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...REQUEST,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      bookingId: i === 24 ? 'QWE234' : `HB-${100100 + i}`,
      customerEmail: i === 3 ? 'meera@example.test' : REQUEST.customerEmail,
    }));
    mockApi(many);
    renderAdminPage('/admin-approval', <AdminApprovalPage />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(6);

    await userEvent.type(screen.getByLabelText('Search by reference or email'), 'MEERA@');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('row', { name: /meera@example.test/ })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search by reference or email'));
    await userEvent.type(screen.getByLabelText('Search by reference or email'), 'qwe234');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Search by reference or email'), 'x');
    expect(screen.getByText('No cancellation requests found')).toBeInTheDocument();
  });

  it('approving asks the second factor again when the API says so, then approves (#40)', async () => {
    mockApi([REQUEST]);
    const patch = jest
      .spyOn(apiClient, 'patch')
      .mockRejectedValueOnce(
        refusedCall(403, {
          success: false,
          message: 'Enter the code from your authenticator app to continue.',
          stepUp: 'code',
        }),
      )
      .mockResolvedValueOnce({
        data: { success: true, message: 'Cancellation approved', refund: { status: 'processed' }, refunds: [] },
      });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce({ data: { success: true, message: 'Confirmed.', validUntil: '2026-11-30T00:15:00Z' } });
    renderAdminPage('/admin-approval', <AdminApprovalPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'View request #3e4f5a6b' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Approve/ }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.type(within(dialog).getByLabelText('Authentication code'), 'abcd-efgh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const approved = await screen.findByText('Cancellation approved');
    expect(approved.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
    expect(post).toHaveBeenCalledWith('/v1/customer/mfa/step-up', { code: 'abcd-efgh' });
    expect(patch).toHaveBeenCalledTimes(2);
    expect(patch).toHaveBeenLastCalledWith(`/admin/cancellations/${REQUEST.id}`, { action: 'approve', notes: '' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('approving shows where to set up two-step sign-in when the staff member has none (#40)', async () => {
    mockApi([REQUEST]);
    jest.spyOn(apiClient, 'patch').mockRejectedValueOnce(
      refusedCall(403, {
        success: false,
        message: 'Set up two-step sign-in in your account before you move money.',
        stepUp: 'enrol',
      }),
    );
    renderAdminPage('/admin-approval', <AdminApprovalPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve request #3e4f5a6b' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    const link = within(dialog).getByRole('link', { name: 'Set up two-step sign-in' });
    expect(link).toHaveAttribute('href', '/account/security');
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
