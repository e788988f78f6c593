import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import FareSelectionPage from './FareSelectionPage';
import { SELECTED_FLIGHT_KEY, type SelectedFlight } from '../search/selectedFlight';
import { quoteCoupon } from './coupon/api/quoteCoupon';
import { apiClient } from '@travel/shared-ui/api';
import type { SimilarFlight } from '@travel/contracts/flights';
import { checkoutPrice, type CheckoutConflictReply } from '@travel/contracts/flight-checkout';
import { loadDraft } from '../flight-checkout/checkoutDraft';
import { FlightSearchProbe } from '../test/FlightSearchProbe';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

/** GET /api/flights/:id/similar answers these flights (none unless a test says otherwise). */
const similarFlights = (flights: SimilarFlight[]) => ({ data: { success: true, flights } });
beforeEach(() => jest.spyOn(apiClient, 'get').mockResolvedValue(similarFlights([])));
jest.mock('react-toastify', () => ({ toast: { info: jest.fn() } }));
jest.mock('./coupon/api/quoteCoupon', () => ({ quoteCoupon: jest.fn() }));

const FLIGHT: SelectedFlight = {
  id: '162020783',
  airline: 'IndiGo',
  airlineCode: '6E',
  flightNumber: '6E 912',
  logo: '6E',
  from: 'Delhi',
  to: 'Mumbai',
  fromCode: 'DEL',
  toCode: 'BOM',
  departure: '16:20',
  arrival: '18:15',
  arrivalDayOffset: 0,
  duration: '1h 55m',
  stops: 0,
  via: null,
  baggage: '15 kg check-in, 7 kg cabin',
  checkedKg: 15,
  cabinKg: 7,
  refundable: false,
  price: 14200,
  providers: 2,
  providersOptions: ['Travel Portal', 'TripJack'],
  provider: null,
  popular: false,
  date: '2026-11-26',
  passengers: 1,
  adults: 1,
  children: 0,
  aircraft: 'Airbus A320neo',
  cabin: 'Economy',
  cabinClass: 'economy',
  co2Kg: 108,
};

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/single-flight-search']}>
      <Routes>
        <Route path="/single-flight-search" element={<FareSelectionPage />} />
        <Route path="/flight-home" element={<FlightSearchProbe />} />
        <Route path="/flight-checkout" element={<h1>Checkout travellers</h1>} />
        <Route path="/flight-checkout/seats" element={<h1>Checkout seats</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** With a selected flight; waits for the similar flights call to settle. */
async function renderWithFlight() {
  localStorage.setItem(SELECTED_FLIGHT_KEY, JSON.stringify(FLIGHT));
  const user = renderPage();
  await screen.findByText('No similar flights on this day.');
  return user;
}

const breakdown = () => ({
  base: screen.getByTestId('base-fare').textContent,
  taxes: screen.getByTestId('taxes').textContent,
  fees: screen.getByTestId('fees').textContent,
  convenienceFee: screen.getByTestId('convenience-fee').textContent,
  total: screen.getByTestId('total-price').textContent,
});

describe('FareSelectionPage', () => {
  afterEach(() => localStorage.clear());

  it('sends the traveller back to search when no flight is selected', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Search flights' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please search and select a flight first.');
  });

  it('says our own fare is sold under the site’s name', async () => {
    await renderWithFlight();
    expect(screen.getByTestId('sold-by')).toHaveTextContent(/^Sold by Travel Portal$/);
  });

  it('says the supplier chosen on the results sells it', async () => {
    localStorage.setItem(
      SELECTED_FLIGHT_KEY,
      JSON.stringify({
        ...FLIGHT,
        provider: { supplier: 'tripjack', offerId: 'TJ-1', label: 'TripJack', totalMinor: 1_390_000 },
      }),
    );
    renderPage();
    expect(await screen.findByTestId('sold-by')).toHaveTextContent(/^Sold by TripJack$/);
    await screen.findByText('No similar flights on this day.');
    // Its fare is the one it quoted for the party, not ours: no fare cards, and the total is its price plus our fee.
    expect(screen.queryByRole('radiogroup', { name: 'Fares' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Fare' })).toBeInTheDocument();
    expect(
      screen.getByText("The fare TripJack quoted. Refunds and changes follow TripJack's rules for it."),
    ).toBeVisible();
    expect(breakdown()).toEqual({
      base: '₹9,730',
      taxes: '₹2,780',
      fees: '₹1,390',
      convenienceFee: '₹299',
      total: '₹14,199',
    });
  });

  it('selects Standard first, splits its price 70/20/10 and totals it with the convenience fee, as checkout will', async () => {
    await renderWithFlight();
    expect(screen.getByRole('radio', { name: /Standard/ })).toHaveAttribute('aria-checked', 'true');
    expect(breakdown()).toEqual({
      base: '₹9,940',
      taxes: '₹2,840',
      fees: '₹1,420',
      convenienceFee: '₹299',
      total: '₹14,499',
    });
    // The price the first page of checkout shows: Continue never adds a fee.
    const checkout = checkoutPrice({ standardFareMinor: 1_420_000, fare: 'Standard', adults: 1, children: 0 });
    expect(breakdown().total).toBe(`₹${(checkout.totalMinor / 100).toLocaleString('en-IN')}`);
  });

  it('promises the Standard fare’s 50% refund at 24 hours or more before departure, as the spec (24h+) and the refund rules give it', async () => {
    const user = await renderWithFlight();
    const standard = screen.getByTestId('fare-Standard');
    expect(within(standard).getByText(/^50% refund if cancelled 24h or more before departure$/)).toBeInTheDocument();
    await user.click(within(standard).getByRole('button', { name: 'More Details' }));
    expect(within(standard).getByText('Cancellation: 50% refund 24 hours or more before departure')).toBeVisible();
  });

  it('shows each similar flight with its airline’s logo, as the result cards do', async () => {
    const similar = {
      id: '162020999',
      airline: 'Air India',
      airlineCode: 'AI',
      flightNumber: 'AI 805',
      departure: '19:05',
      arrival: '21:10',
      duration: '2h 05m',
      priceMinor: 1_350_000,
      discountPercent: 5,
      tag: 'Cheaper',
    } as SimilarFlight;
    jest.mocked(apiClient.get).mockResolvedValueOnce(similarFlights([similar]));
    localStorage.setItem(SELECTED_FLIGHT_KEY, JSON.stringify(FLIGHT));
    renderPage();
    const card = (await screen.findByText('AI 805', { exact: false })).closest('li')!;
    expect(within(card).getByText('AI')).toHaveClass('fl-airline-logo', 'fl-airline-logo--ai');
  });

  it('shows lines that add up to the total, to the paisa, and the base fare checkout will show', async () => {
    // Issue #35: ₹5,866.80 was shown as ₹4,106 + ₹1,173 + ₹586 + ₹299 = ₹6,164 against a total of ₹6,165.80.
    localStorage.setItem(SELECTED_FLIGHT_KEY, JSON.stringify({ ...FLIGHT, price: 5866.8 }));
    renderPage();
    await screen.findByText('No similar flights on this day.');
    expect(breakdown()).toEqual({
      base: '₹4,106.76',
      taxes: '₹1,173.36',
      fees: '₹586.68',
      convenienceFee: '₹299',
      total: '₹6,165.80',
    });
    const checkout = checkoutPrice({ standardFareMinor: 586_680, fare: 'Standard', adults: 1, children: 0 });
    expect(checkout.baseFareMinor).toBe(410_676);
    expect(checkout.taxesAndFeesMinor).toBe(117_336 + 58_668);
  });

  it('updates the price split when another fare is chosen', async () => {
    const user = await renderWithFlight();
    await user.click(screen.getByRole('radio', { name: /Flexi/ }));
    expect(breakdown()).toEqual({
      base: '₹11,550',
      taxes: '₹3,300',
      fees: '₹1,650',
      convenienceFee: '₹299',
      total: '₹16,799',
    });
    await user.click(screen.getByRole('radio', { name: /Saver/ }));
    expect(breakdown()).toEqual({
      base: '₹8,960',
      taxes: '₹2,560',
      fees: '₹1,280',
      convenienceFee: '₹299',
      total: '₹13,099',
    });
  });

  it('shows one fare card’s full feature list at a time, else the first 4', async () => {
    const user = await renderWithFlight();
    const flexi = screen.getByTestId('fare-Flexi');
    const saver = screen.getByTestId('fare-Saver');
    expect(within(flexi).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(flexi).getByRole('button', { name: 'More Details' }));
    expect(within(flexi).getByText('Priority check-in')).toBeInTheDocument();
    await user.click(within(saver).getByRole('button', { name: 'More Details' }));
    expect(within(flexi).queryByText('Priority check-in')).not.toBeInTheDocument();
    expect(within(saver).getByRole('button', { name: 'Show Less' })).toBeInTheDocument();
  });

  it('opens the information sections independently, all closed at first', async () => {
    const user = await renderWithFlight();
    const sections = ['Fare rules', 'Check-in', 'Travel documents', 'Terms'].map((name) =>
      screen.getByRole('button', { name }),
    );
    sections.forEach((button) => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await user.click(sections[0]);
    await user.click(sections[2]);
    expect(sections.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'true', 'false']);
  });

  it('prices a typed coupon for the all-inclusive total, as checkout does, and takes its discount off it', async () => {
    jest.mocked(quoteCoupon).mockResolvedValue({
      success: true,
      code: 'FLY12',
      discountMinor: 150_000,
      currency: 'INR',
      description: '12% off your flight, up to ₹1,500',
    });
    const user = await renderWithFlight();
    await user.click(screen.getByRole('radio', { name: /Flexi/ }));
    await user.type(screen.getByLabelText('Coupon code'), 'fly12');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByTestId('coupon-discount')).toHaveTextContent('−₹1,500');
    expect(quoteCoupon).toHaveBeenCalledWith(
      { code: 'fly12', product: 'flight', fareType: 'Flexi', amountMinor: 1_679_900, currency: 'INR' },
      expect.any(AbortSignal),
    );
    expect(breakdown()).toEqual({
      base: '₹11,550',
      taxes: '₹3,300',
      fees: '₹1,650',
      convenienceFee: '₹299',
      total: '₹15,299',
    });
  });
});

describe('FareSelectionPage on to checkout', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const flexiPrice = checkoutPrice({ standardFareMinor: 1_420_000, fare: 'Flexi', adults: 1, children: 0 });
  const repriced = (price = flexiPrice) => ({
    data: {
      success: true,
      flight: { id: FLIGHT.id, international: false, seatsLeft: 40 },
      price,
    },
  });
  const conflict = (reply: CheckoutConflictReply) => refusedCall(409, reply);

  it('re-prices the chosen fare on Continue and goes on to checkout at the price shown', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(repriced());
    const user = await renderWithFlight();
    await user.click(screen.getByRole('radio', { name: /Flexi/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Checkout travellers' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/flight-checkout/reprice', {
      flightId: FLIGHT.id,
      cabin: 'economy',
      fare: 'Flexi',
      adults: 1,
      childAges: [],
      expectedTotalMinor: flexiPrice.totalMinor,
    });
    expect(loadDraft()).toMatchObject({ fare: 'Flexi', repriced: flexiPrice, passengers: [{ type: 'adult' }] });
  });

  it('shows the old and the new price when it changed, and goes on only when asked', async () => {
    const newPrice = {
      ...flexiPrice,
      baseFareMinor: flexiPrice.baseFareMinor + 50_000,
      totalMinor: flexiPrice.totalMinor + 50_000,
    };
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(
        conflict({
          success: false,
          reason: 'price_changed',
          message: 'The price changed',
          oldTotalMinor: flexiPrice.totalMinor,
          newTotalMinor: newPrice.totalMinor,
        }),
      )
      .mockResolvedValueOnce(repriced(newPrice));
    const user = await renderWithFlight();
    await user.click(screen.getByRole('radio', { name: /Flexi/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(within(dialog).getByTestId('old-price')).toHaveTextContent('₹16,799');
    expect(within(dialog).getByTestId('new-price')).toHaveTextContent('₹17,299');
    await user.click(within(dialog).getByRole('button', { name: 'Continue at the new price' }));
    expect(await screen.findByRole('heading', { name: 'Checkout travellers' })).toBeInTheDocument();
    expect(loadDraft()?.repriced?.totalMinor).toBe(newPrice.totalMinor);
  });

  it('says a sold-out flight is sold out and offers similar flights', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValueOnce(
      conflict({
        success: false,
        reason: 'sold_out',
        message: 'This flight has no seats left for 1 traveller.',
        similar: [
          {
            id: '1',
            airline: 'Air India',
            flightNumber: 'AI 805',
            departure: '19:05',
            arrival: '21:10',
            priceMinor: 1_350_000,
            seatsLeft: 9,
          },
        ],
      }),
    );
    const user = await renderWithFlight();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'This flight is sold out' });
    expect(within(dialog).getByText('This flight has no seats left for 1 traveller.')).toBeInTheDocument();
    expect(within(dialog).getByText('AI 805', { exact: false }).closest('li')).toHaveTextContent(
      'Air India AI 805 19:05 – 21:10 · ₹13,500',
    );
    expect(within(dialog).getByRole('button', { name: 'See similar flights' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checkout travellers' })).not.toBeInTheDocument();
  });

  it('opens the seat step from Choose Seats', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(
        repriced(checkoutPrice({ standardFareMinor: 1_420_000, fare: 'Standard', adults: 1, children: 0 })),
      );
    const user = await renderWithFlight();
    await user.click(screen.getByRole('button', { name: 'Choose Seats' }));
    expect(await screen.findByRole('heading', { name: 'Checkout seats' })).toBeInTheDocument();
  });

  it('links Need a Hotel? to the hotel search of the destination on the day of arrival', async () => {
    await renderWithFlight();
    expect(screen.getByRole('link', { name: 'Browse Hotels' })).toHaveAttribute(
      'href',
      '/hotel-details?destination=Mumbai&checkIn=2026-11-26&checkOut=2026-11-27&adults=1&children=0&rooms=1',
    );
  });

  it('offers the hotel destinations instead of a search that would fail when the city has no hotels', async () => {
    localStorage.setItem(
      SELECTED_FLIGHT_KEY,
      JSON.stringify({ ...FLIGHT, from: 'Mumbai', to: 'Delhi', toCode: 'DEL' }),
    );
    renderPage();
    await screen.findByText('No similar flights on this day.');
    expect(
      screen.getByText('We do not list hotels in Delhi yet. See our hotel destinations for your next trip.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Hotels' })).toHaveAttribute('href', '/hotel-home');
  });
});
