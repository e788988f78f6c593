import { screen, within } from '@testing-library/react';
import { fail, renderAccountPage } from '../test/renderAccountPage';
import { complaintTime } from './complaintTexts';
import ComplaintsPage from './ComplaintsPage';
import { complaint } from './testComplaints';

const answer = (complaints: unknown[]) => async () => ({ data: { success: true, complaints } });
const renderPage = (get: Record<string, () => Promise<unknown>>, signedIn = true) =>
  renderAccountPage('/account/complaints', <ComplaintsPage />, { get, signedIn });
const cellsOf = (ticket: string) =>
  within(screen.getByRole('link', { name: ticket }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ComplaintsPage (/account/complaints)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logged out: goes to the login and back, without asking the API', () => {
    const { getSpy } = renderPage({}, false);
    expect(screen.getByTestId('path')).toHaveTextContent('/login?next=%2Faccount%2Fcomplaints');
    expect(getSpy).not.toHaveBeenCalled();
  });

  it('lists each ticket with its category, booking, status and two clocks, overdue ones flagged', async () => {
    renderPage({
      '/complaints': answer([
        complaint({
          ticket: 'TP-C-000124',
          category: 'schedule_change',
          booking: { kind: 'hotel', reference: 'HB-100001' },
          clocks: { ...complaint().clocks, acknowledgeOverdue: true },
        }),
        complaint({
          status: 'resolved',
          acknowledgedAt: '2026-11-29T09:00:00.000Z',
          resolvedAt: '2026-12-02T09:00:00.000Z',
        }),
      ]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Help & complaints' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help & complaints' })).toHaveAttribute('href', '/account/complaints');
    expect(await screen.findByRole('link', { name: 'TP-C-000124' })).toHaveAttribute(
      'href',
      '/account/complaints/ticket?ticket=TP-C-000124',
    );
    expect(cellsOf('TP-C-000124')).toEqual([
      'Schedule change',
      'Hotel HB-100001',
      'Open',
      `Due by ${complaintTime('2026-11-30T10:00:00.000Z')} Overdue`,
      `Due by ${complaintTime('2026-12-28T10:00:00.000Z')}`,
    ]);
    expect(cellsOf('TP-C-000123')).toEqual([
      'Refund',
      'Flight ABC234',
      'Resolved',
      `Acknowledged ${complaintTime('2026-11-29T09:00:00.000Z')}`,
      `Resolved ${complaintTime('2026-12-02T09:00:00.000Z')}`,
    ]);
    expect(screen.getByRole('link', { name: 'File a complaint' })).toHaveAttribute('href', '/account/complaints/new');
    expect(screen.getByRole('link', { name: 'Our grievance officer' })).toHaveAttribute('href', '/grievance-officer');
  });

  it('with no complaints: says so, and still offers the form', async () => {
    renderPage({ '/complaints': answer([]) });
    expect(await screen.findByText(/You have not filed any complaints/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'File a complaint' })).toBeInTheDocument();
  });

  it('shows a spinner while loading, then the failure with Try again, which loads the list again', async () => {
    const answers = [() => Promise.reject(fail(503, 'The service is busy, please try again.')), answer([complaint()])];
    const { user } = renderPage({ '/complaints': () => answers.shift()!() });
    expect(await screen.findByText('Loading your complaints…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy, please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'TP-C-000123' })).toBeInTheDocument();
  });
});
