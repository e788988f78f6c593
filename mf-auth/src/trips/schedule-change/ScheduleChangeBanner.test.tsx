import { screen, within } from '@testing-library/react';
import { refusedCall } from '@travel/shared-ui/test/failedCall';
import { apiClient } from '@travel/shared-ui/api';
import { storeWithVisitor } from '@travel/shared-ui/test/storeWithVisitor';
import type { FlightDisruption } from '@travel/contracts/disruptions';
import type { TripDetail, TripSummary } from '@travel/contracts/trips';
import { renderAuthPage } from '../../test/renderAuthPage';
import MyTripsPage from '../MyTripsPage';
import TripDetailPage from '../TripDetailPage';
import { saveTripToken } from '../tripTokens';
import { disruption, slice } from './testScheduleChanges';

const summary: TripSummary = {
  kind: 'flight',
  reference: 'ABC234',
  title: 'BOM → DEL',
  subtitle: 'IndiGo 6E 2131',
  startDate: '2026-12-12',
  endDate: null,
  startTime: '06:10',
  travellers: ['Asha Verma'],
  tab: 'upcoming',
  status: 'confirmed',
  totalMinor: 12_299_00,
  currency: 'INR',
  bookedAt: '2026-11-20T10:00:00.000Z',
  demo: false,
};

const detail: TripDetail = {
  summary,
  flight: {
    reference: 'ABC234',
    status: 'paid',
    holdExpiresAt: '2026-11-20T10:15:00.000Z',
    flight: {
      id: '1',
      airline: 'IndiGo',
      flightNumber: '6E 2131',
      from: 'BOM',
      to: 'DEL',
      date: '2026-12-12',
      departure: '06:10',
      arrival: '08:20',
      cabin: 'economy',
      fare: 'Standard',
      international: false,
      seatsLeft: 100,
    },
    passengers: [],
    contact: { email: 'asha@example.test', mobile: '9876543210', gstin: null, companyName: null },
    insurance: false,
    freeCancellation: false,
    couponCode: null,
    price: {
      currency: 'INR',
      baseFareMinor: 10_000_00,
      taxesAndFeesMinor: 2_000_00,
      convenienceFeeMinor: 299_00,
      seatsMinor: 0,
      addOnsMinor: 0,
      subtotalMinor: 12_299_00,
      discountMinor: 0,
      totalMinor: 12_299_00,
    },
    travelCreditMinor: 0,
    amountToPayMinor: 12_299_00,
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T10:02:00.000Z',
  },
  payment: null,
  payments: [],
  documents: [],
  actions: [],
  refunds: [],
};

/** Answers the trip (or the trips list) and the booking's airline changes. */
const answer = (changes: FlightDisruption[]) =>
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url.endsWith('/disruptions')) return { data: { success: true, disruptions: changes } };
    if (url === '/trips') return { data: { success: true, trips: [summary] } };
    if (url === '/trips/travel-credit') return { data: { success: true, balances: [], entries: [] } };
    return { data: { success: true, trip: detail } };
  });

const TRIP = '/my-trips/trip?kind=flight&reference=ABC234';

describe('the banner of an airline change on a trip', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('on the trip page: what changed side by side, the deadline and what then, and the way to review it', async () => {
    const get = answer([
      disruption({
        respondBy: '2026-12-05T12:30:00.000Z',
        whenDeadlinePasses: "If you have not answered by then, the airline's new schedule stands.",
      }),
    ]);
    renderAuthPage(TRIP, <TripDetailPage />, storeWithVisitor({ signedIn: true }));
    const banner = within(await screen.findByRole('region', { name: 'The airline changed the time of your flight' }));
    expect(get).toHaveBeenCalledWith(
      '/trips/flight/ABC234/disruptions',
      expect.objectContaining({ params: undefined }),
    );
    expect(banner.getByRole('columnheader', { name: 'As booked' })).toBeVisible();
    expect(banner.getByRole('columnheader', { name: 'Now' })).toBeVisible();
    expect(banner.getByRole('row', { name: /^Departs/ })).toHaveTextContent(
      'Departs12 Dec 2026, 06:1012 Dec 2026, 08:10 (changed)',
    );
    expect(banner.getByText('Please answer by 5 Dec 2026, 6:00 pm IST.')).toBeVisible();
    expect(banner.getByText("If you have not answered by then, the airline's new schedule stands.")).toBeVisible();
    expect(banner.getByRole('link', { name: 'Review the change' })).toHaveAttribute(
      'href',
      `/my-trips/schedule-change?reference=ABC234&change=${disruption().id}`,
    );
  });

  it("on a guest's trip: a changed flight number and a cancellation, asked with the look-up token", async () => {
    saveTripToken('ABC234', 'guest-token');
    const get = answer([
      disruption({
        id: '9a1b2c3d-0000-4000-8000-000000000002',
        kind: 'renumbered',
        after: [slice({ flightNumbers: ['6E6131'] })],
      }),
      disruption({ kind: 'cancelled', after: [], actions: ['cancel'] }),
    ]);
    renderAuthPage(TRIP, <TripDetailPage />);
    const renumbered = within(await screen.findByRole('region', { name: 'The airline changed your flight number' }));
    expect(renumbered.getByRole('row', { name: /^Flight/ })).toHaveTextContent('Flight6E21316E6131 (changed)');
    const cancelled = within(screen.getByRole('region', { name: 'The airline cancelled your flight' }));
    expect(cancelled.getByRole('row', { name: /^Departs/ })).toHaveTextContent('Departs12 Dec 2026, 06:10–');
    expect(get).toHaveBeenCalledWith(
      '/trips/flight/ABC234/disruptions',
      expect.objectContaining({ params: { token: 'guest-token' } }),
    );
  });

  it('no banner once the change is answered, or when there is none', async () => {
    answer([disruption({ status: 'accepted', actions: [] })]);
    renderAuthPage(TRIP, <TripDetailPage />, storeWithVisitor({ signedIn: true }));
    expect(await screen.findByRole('heading', { name: 'Itinerary' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Review the change' })).not.toBeInTheDocument();
  });

  it("on the card of the booking it changed in My Trips, from one call for all the traveller's bookings", async () => {
    const get = answer([disruption()]);
    renderAuthPage('/my-trips', <MyTripsPage />, storeWithVisitor({ signedIn: true }));
    const banner = within(await screen.findByRole('region', { name: 'The airline changed the time of your flight' }));
    expect(banner.getByRole('heading', { level: 3 })).toBeVisible();
    expect(banner.getByRole('link', { name: 'Review the change' })).toHaveAttribute(
      'href',
      `/my-trips/schedule-change?reference=ABC234&change=${disruption().id}`,
    );
    expect(screen.getByRole('link', { name: /BOM → DEL/ })).toHaveAttribute('href', TRIP);
    expect(get).toHaveBeenCalledWith('/trips/disruptions', expect.anything());
    expect(get).not.toHaveBeenCalledWith('/trips/flight/ABC234/disruptions', expect.anything());
  });

  it('My Trips still lists the trips when the changes could not be read', async () => {
    const answered = answer([]);
    answered.mockImplementation(async (url: string) => {
      if (url === '/trips/disruptions') throw refusedCall(503, 'Down for a moment');
      if (url === '/trips') return { data: { success: true, trips: [summary] } };
      return { data: { success: true, balances: [], entries: [] } };
    });
    renderAuthPage('/my-trips', <MyTripsPage />, storeWithVisitor({ signedIn: true }));
    expect(await screen.findByRole('link', { name: /BOM → DEL/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Review the change' })).not.toBeInTheDocument();
  });
});
