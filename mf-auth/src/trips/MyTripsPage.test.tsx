import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { storeWithVisitor } from '@travel/shared-ui/test/storeWithVisitor';
import type { TravelCreditReply, TripSummary } from '@travel/contracts/trips';
import { renderAuthPage } from '../test/renderAuthPage';
import MyTripsPage from './MyTripsPage';
import { tripToken } from './tripTokens';

const trip = (overrides: Partial<TripSummary>): TripSummary => ({
  kind: 'flight',
  reference: 'ABC234',
  title: 'BOM → DEL',
  subtitle: 'IndiGo 6E 2131',
  startDate: '2026-12-12',
  endDate: null,
  startTime: '06:10',
  travellers: ['Asha Verma', 'Ravi Verma'],
  tab: 'upcoming',
  status: 'confirmed',
  totalMinor: 14_200_00,
  currency: 'INR',
  bookedAt: '2026-11-20T10:00:00.000Z',
  demo: false,
  ...overrides,
});

describe('MyTripsPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  /**
   * Answers GET /trips with the trips, GET /trips/travel-credit with the credit (none by default) and GET
   * /trips/disruptions with no airline change (its banners have their own suite, schedule-change/).
   */
  const answer = (trips: TripSummary[], credit: Omit<TravelCreditReply, 'success'> = { balances: [], entries: [] }) =>
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/trips/travel-credit') return { data: { success: true, ...credit } };
      if (url === '/trips/disruptions') return { data: { success: true, disruptions: [] } };
      return { data: { success: true, trips } };
    });

  it('lists the upcoming trips with route, dates, travellers and status, and the other tabs on click', async () => {
    answer([
      trip({}),
      trip({
        kind: 'hotel',
        reference: 'HB-100001',
        title: 'Marine Drive Residency',
        subtitle: 'Mumbai',
        endDate: '2026-12-15',
        startTime: null,
        travellers: ['Asha Traveller'],
        tab: 'cancelled',
        status: 'cancelled',
        demo: true,
      }),
    ]);
    renderAuthPage('/my-trips', <MyTripsPage />, storeWithVisitor({ signedIn: true }));
    const card = await screen.findByRole('link', { name: /BOM → DEL/ });
    expect(card).toHaveTextContent('12 Dec 2026, 06:10');
    expect(card).toHaveTextContent('Asha Verma, Ravi Verma');
    expect(card).toHaveTextContent('Confirmed');
    expect(card).toHaveAttribute('href', '/my-trips/trip?kind=flight&reference=ABC234');
    expect(screen.getByRole('link', { name: 'Get help with booking ABC234' })).toHaveAttribute(
      'href',
      '/account/complaints/new?kind=flight&reference=ABC234',
    );
    expect(screen.queryByText('Marine Drive Residency')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    const hotel = screen.getByRole('link', { name: /Marine Drive Residency/ });
    expect(within(hotel).getByText('Demo booking')).toBeInTheDocument();
    expect(hotel).toHaveTextContent('12 Dec 2026 – 15 Dec 2026');

    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.getByText('No completed trips yet.')).toBeInTheDocument();
    // No credit: no travel credit section.
    expect(screen.queryByRole('region', { name: 'Travel credit' })).not.toBeInTheDocument();
  });

  it('shows the travel credit a refund was taken as, with its balance and lines', async () => {
    answer([trip({})], {
      balances: [{ amountMinor: 12_500_50, currency: 'INR' }],
      entries: [
        {
          amountMinor: 10_000_00,
          currency: 'INR',
          reason: 'Refund of cancelled booking HB-100007',
          bookingId: 'HB-100007',
          createdAt: '2026-11-22T09:00:00.000Z',
        },
        {
          amountMinor: 2_500_50,
          currency: 'INR',
          reason: 'Refund of cancelled booking HB-100003',
          bookingId: 'HB-100003',
          createdAt: '2026-11-20T09:00:00.000Z',
        },
      ],
    });
    renderAuthPage('/my-trips', <MyTripsPage />, storeWithVisitor({ signedIn: true }));
    const credit = within(await screen.findByRole('region', { name: 'Travel credit' }));
    expect(credit.getByText(/^Balance:/)).toHaveTextContent('Balance: ₹12,500.50');
    const lines = credit.getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '22 Nov 2026 · Refund of cancelled booking HB-100007 · ₹10,000',
      '20 Nov 2026 · Refund of cancelled booking HB-100003 · ₹2,500.50',
    ]);
  });

  it('shows the spinner while loading and the server’s message with Try again on failure', async () => {
    let fail: (error: unknown) => void = () => undefined;
    jest.spyOn(apiClient, 'get').mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    renderAuthPage('/my-trips', <MyTripsPage />, storeWithVisitor({ signedIn: true }));
    expect(screen.getAllByRole('status').some((element) => element.classList.contains('tp-spinner'))).toBe(true);
    expect(screen.queryByText('No upcoming trips. Your next booking will show here.')).not.toBeInTheDocument();
    fail(new Error('network down'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in, and finds a guest booking by reference, email and code', async () => {
    const get = jest.spyOn(apiClient, 'get');
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce({
        data: { success: true, message: 'If a booking matches, we have emailed a 6-digit code to that address.' },
      })
      .mockResolvedValueOnce({ data: { success: true, trip: trip({ reference: 'XYZ789' }), token: 'guest-token' } });
    renderAuthPage('/my-trips', <MyTripsPage />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fmy-trips');
    expect(get).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the booking reference and the email it was booked with.',
    );
    await userEvent.type(screen.getByLabelText('Booking reference'), 'xyz789');
    await userEvent.type(screen.getByLabelText('Email'), 'guest@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(
      await screen.findByText('If a booking matches, we have emailed a 6-digit code to that address.'),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/trips/lookup', { reference: 'xyz789', email: 'guest@example.test' });

    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Show my booking' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/my-trips/trip?kind=flight&reference=XYZ789'),
    );
    expect(post).toHaveBeenLastCalledWith('/trips/lookup/verify', {
      reference: 'xyz789',
      email: 'guest@example.test',
      code: '123456',
    });
    expect(tripToken('XYZ789')).toBe('guest-token');
  });
});
