import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { invalidateQueries } from '@travel/shared-ui/api';
import { refusedCall } from '@travel/shared-ui/test/failedCall';
import { formatDateTime } from '../common/format';
import { CUSTOMER, renderAdminPage } from '../test/renderAdminPage';
import ComplaintQueuePage from './ComplaintQueuePage';
import { staffComplaint } from './testComplaints';

const OVERDUE = staffComplaint({
  ticket: 'TP-C-000101',
  category: 'schedule_change',
  booking: { kind: 'hotel', reference: 'HB-100001' },
  filedAt: '2026-11-20T10:00:00.000Z',
  clocks: {
    acknowledgeBy: '2026-11-22T10:00:00.000Z',
    resolveBy: '2026-12-20T10:00:00.000Z',
    acknowledgeOverdue: true,
    resolveOverdue: false,
  },
});
const TAKEN = staffComplaint({
  status: 'acknowledged',
  acknowledgedAt: '2026-11-28T12:00:00.000Z',
  assignedTo: { id: 'u-ravi', name: 'Ravi Staff' },
});

const reply = (complaints: unknown[]) => ({ data: { success: true, complaints } });
const renderPage = (user?: typeof CUSTOMER | null) =>
  renderAdminPage('/admin-complaints', <ComplaintQueuePage />, user === undefined ? undefined : user);
const cellsOf = (ticket: string) =>
  within(screen.getByRole('link', { name: ticket }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ComplaintQueuePage (/admin-complaints)', () => {
  beforeEach(() => invalidateQueries([]));
  afterEach(() => jest.restoreAllMocks());

  it('is for admins only, and sends a visitor who is not logged in to the login page', () => {
    const get = jest.spyOn(apiClient, 'get');
    renderPage(CUSTOMER);
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('lists the queue as the API orders it: ticket, category, booking, status, the two clocks and who has it', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(reply([OVERDUE, TAKEN]) as never);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Complaints' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Complaints queue' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Ticket',
      'Category',
      'Booking',
      'Status',
      'Acknowledge within 48 hours',
      'Resolve within 30 days',
      'Assigned to',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['TP-C-000101', 'TP-C-000123']);
    expect(cellsOf('TP-C-000101')).toEqual([
      'Schedule change',
      'Hotel HB-100001',
      'Open',
      `Due by ${formatDateTime('2026-11-22T10:00:00.000Z')} Overdue`,
      `Due by ${formatDateTime('2026-12-20T10:00:00.000Z')}`,
      'Unassigned',
    ]);
    expect(cellsOf('TP-C-000123')).toEqual([
      'Refund',
      'Flight ABC234',
      'Acknowledged',
      `Acknowledged ${formatDateTime('2026-11-28T12:00:00.000Z')}`,
      `Due by ${formatDateTime('2026-12-28T10:00:00.000Z')}`,
      'Ravi Staff',
    ]);
    expect(screen.getByRole('link', { name: 'TP-C-000101' })).toHaveAttribute(
      'href',
      '/admin-complaints/ticket?ticket=TP-C-000101',
    );
  });

  it('asks for one status when staff choose it', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(reply([OVERDUE]) as never);
    renderPage();
    await screen.findByRole('link', { name: 'TP-C-000101' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Reopened');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/admin/complaints',
        expect.objectContaining({ params: { status: 'reopened' } }),
      ),
    );
  });

  it('says when there is nothing in the queue', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(reply([]) as never);
    renderPage();
    expect(await screen.findByText('No complaints to show.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failure with Try again, which asks again', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(refusedCall(503, 'The service is busy, please try again.'))
      .mockResolvedValue(reply([TAKEN]) as never);
    renderPage();
    expect(await screen.findByText('Loading complaints…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy, please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'TP-C-000123' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
