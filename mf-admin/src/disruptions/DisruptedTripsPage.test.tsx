import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, invalidateQueries } from '@travel/shared-ui/api';
import { refusedCall } from '@travel/shared-ui/test/failedCall';
import { formatDateTime } from '../common/format';
import { CUSTOMER, renderAdminPage } from '../test/renderAdminPage';
import DisruptedTripsPage from './DisruptedTripsPage';
import { staffDisruption } from './testDisruptions';

const AWAITING = staffDisruption({ respondBy: '2026-12-02T18:30:00.000Z' });
const ANSWERED = staffDisruption({
  id: '6a1d8b9f-2c3d-4e5f-9a01-b2c3d4e5f6a7',
  reference: 'XYZ789',
  kind: 'cancelled',
  status: 'cancelled',
  state: 'cancelled',
  supplier: 'TripJack',
  after: [],
  actions: [],
  traveller: { name: 'Ravi Kumar', email: 'ravi@example.test' },
  choice: { action: 'cancel', at: '2026-11-29T09:00:00.000Z', by: 'staff' },
  answeredBy: { by: 'staff', name: 'Sunita Support' },
  refund: { refundId: 'rfnd_1', amountMinor: 850000, travelCreditMinor: 0, currency: 'INR' },
});

const reply = (disruptions: unknown[]) => ({ data: { success: true, disruptions } });
const renderPage = (user?: typeof CUSTOMER) =>
  renderAdminPage('/admin-disruptions', <DisruptedTripsPage />, user === undefined ? undefined : user);
const cellsOf = (reference: string) =>
  within(screen.getByRole('link', { name: reference }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('DisruptedTripsPage (/admin-disruptions)', () => {
  beforeEach(() => invalidateQueries([]));
  afterEach(() => jest.restoreAllMocks());

  it('is for staff only', () => {
    const get = jest.spyOn(apiClient, 'get');
    renderPage(CUSTOMER);
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('lists every disrupted trip: the flight as booked and now side by side, the deadline, status and who answered', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(reply([AWAITING, ANSWERED]) as never);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule changes' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Disrupted trips' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Booking',
      'Traveller',
      'As booked',
      'Now',
      'What changed',
      'Supplier',
      'Answer by',
      'Status',
      'Answered by',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['ABC234', 'XYZ789']);
    expect(cellsOf('ABC234')).toEqual([
      'Asha Vermaasha@example.test',
      'BOM → DEL 6E 2131 2026-12-20 10:00 – 12:10',
      'BOM → DEL 6E 2131 2026-12-20 13:30 – 15:40',
      'New times',
      'Duffel',
      formatDateTime('2026-12-02T18:30:00.000Z'),
      'Awaiting the traveller',
      'Not answered yet',
    ]);
    expect(cellsOf('XYZ789')).toEqual([
      'Ravi Kumarravi@example.test',
      'BOM → DEL 6E 2131 2026-12-20 10:00 – 12:10',
      'No flight',
      'Flight cancelled',
      'TripJack',
      'No deadline set',
      'Cancelled and refunded',
      'Sunita Support (staff)',
    ]);
    expect(screen.getByRole('link', { name: 'ABC234' })).toHaveAttribute(
      'href',
      '/admin-disruptions/change?id=5f0c7a8e-1b2c-4d3e-8f90-a1b2c3d4e5f6',
    );
    expect(get).toHaveBeenCalledWith('/admin/disruptions', expect.objectContaining({ params: undefined }));
  });

  it('shows only those awaiting an answer when asked', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(reply([AWAITING]) as never);
    renderPage();
    await screen.findByRole('link', { name: 'ABC234' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Awaiting an answer');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/admin/disruptions',
        expect.objectContaining({ params: { status: 'open' } }),
      ),
    );
  });

  it('says when no trip is disrupted', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(reply([]) as never);
    renderPage();
    expect(await screen.findByText('No disrupted trips')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failure with Try again, which asks again; a refusal says what is missing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(refusedCall(503, 'The service is busy, please try again.'))
      .mockResolvedValue(reply([AWAITING]) as never);
    const { unmount } = renderPage();
    expect(await screen.findByText('Loading schedule changes…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy, please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'ABC234' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
    unmount();

    invalidateQueries([]);
    jest.spyOn(apiClient, 'get').mockRejectedValue(refusedCall(403, 'You are not authorised to do this.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to see bookings.');
  });
});
