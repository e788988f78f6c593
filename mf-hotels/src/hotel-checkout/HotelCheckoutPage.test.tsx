import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { apiClient, invalidateQueries } from '@travel/shared-ui/api';
import { storeWithVisitor, type Visitor } from '@travel/shared-ui/test/storeWithVisitor';
import type { HotelCheckoutStay, HotelOrderView } from '@travel/contracts/hotel-checkout';
import type { HotelStayPriceView } from '@travel/contracts/hotels';
import type { PaymentView } from '@travel/contracts/payments';
import HotelCheckoutPage from './HotelCheckoutPage';
import HotelConfirmationPage from './HotelConfirmationPage';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

const price = (discountMinor = 0): HotelStayPriceView => ({
  currency: 'INR',
  nights: [],
  roomNightsMinor: 2000000,
  gstMinor: 360000,
  gstPercent: 18,
  feesMinor: 24900,
  subtotalMinor: 2384900,
  discountMinor,
  totalMinor: 2384900 - discountMinor,
});

const stay = (change: Partial<HotelCheckoutStay> = {}): HotelCheckoutStay => ({
  hotelId: 'PAR-0001',
  hotelName: 'Hotel Lumière',
  city: 'Paris',
  address: '12 Rue des Rosiers, Le Marais, Paris',
  timeZone: 'Europe/Paris',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  roomTypeId: 'deluxe-king',
  roomName: 'Deluxe King Room',
  bed: '1 king bed',
  ratePlanId: 'flex-bb',
  rateName: 'Flexible with breakfast',
  board: 'breakfast',
  payment: 'pay_now',
  cancellation: {
    text: 'Free cancellation until 27 Feb 2030, 23:59 (Paris time); after that, 1 night is charged.',
    rules: { type: 'non_refundable' },
  },
  checkIn: '2030-03-01',
  checkOut: '2030-03-03',
  nights: 2,
  rooms: 2,
  adults: 3,
  childAges: [],
  roomsLeft: 4,
  ...change,
});

const order = (change: Partial<HotelOrderView> = {}): HotelOrderView => ({
  reference: 'K7P4QX',
  status: 'held',
  holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  stay: stay(),
  guests: [
    { room: 1, title: 'Ms', firstName: 'Asha', lastName: 'Rao' },
    { room: 2, title: 'Mr', firstName: 'Ravi', lastName: 'Rao' },
  ],
  contact: { email: 'asha@example.com', mobile: '9876543210', gstin: null, companyName: null },
  specialRequests: null,
  arrivalTime: null,
  couponCode: null,
  price: price(),
  payNowMinor: 2384900,
  payAtHotelMinor: 0,
  travelCreditMinor: 0,
  amountToPayMinor: 2384900,
  createdAt: new Date().toISOString(),
  confirmedAt: null,
  ...change,
});

const badRequest = (message: string) => refusedCall(400, message);

// Typing every field of two rooms takes a few seconds on a busy machine.
jest.setTimeout(20_000);

const post = jest.fn();
beforeEach(() => {
  invalidateQueries([]);
  sessionStorage.clear();
  post.mockReset().mockImplementation(async (url: string, body: { couponCode?: string; childAges?: number[] }) => {
    if (url === '/hotel-checkout/reprice') {
      if (body.couponCode === 'NOPE') throw badRequest('This coupon has expired');
      const discount = body.couponCode === 'STAY10' ? 238490 : 0;
      return { data: { success: true, stay: stay({ childAges: body.childAges ?? [] }), price: price(discount) } };
    }
    if (url === '/hotel-checkout/orders') return { data: { success: true, order: order(), accessToken: 'tok_1' } };
    if (url.endsWith('/pay'))
      return {
        data: {
          success: true,
          mode: 'pay_now',
          payment: { paymentId: 'pmt_1', gateway: 'sandbox', redirectUrl: '/api/payments/sandbox/pmt_1' },
        },
      };
    throw new Error(`unexpected ${url}`);
  });
  jest.spyOn(apiClient, 'post').mockImplementation((url, body, config) => post(url, body, config));
});

const QUERY =
  'hotelId=PAR-0001&roomTypeId=deluxe-king&ratePlanId=flex-bb&checkIn=2030-03-01&checkOut=2030-03-03&adults=3&children=1&rooms=2';
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The page as the portal renders it, in its store (a guest unless `visitor` says signed in). */
const renderPage = (query = QUERY, visitor: Visitor = { signedIn: false }) =>
  render(
    <Provider store={storeWithVisitor(visitor)}>
      <MemoryRouter initialEntries={[`/hotel-checkout?${query}`]}>
        <HotelCheckoutPage />
        <Location />
      </MemoryRouter>
    </Provider>,
  );

const fillGuests = async () => {
  const room1 = screen.getByRole('group', { name: 'Room 1' });
  await userEvent.selectOptions(within(room1).getByLabelText('Title'), 'Ms');
  await userEvent.type(within(room1).getByLabelText('First name'), 'Asha');
  await userEvent.type(within(room1).getByLabelText('Last name'), 'Rao');
  const room2 = screen.getByRole('group', { name: 'Room 2' });
  await userEvent.selectOptions(within(room2).getByLabelText('Title'), 'Mr');
  await userEvent.type(within(room2).getByLabelText('First name'), 'Ravi');
  await userEvent.type(within(room2).getByLabelText('Last name'), 'Rao');
  await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
  await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
};

describe('HotelCheckoutPage', () => {
  it('without a chosen room says so and links to the hotel search, asking the API nothing', () => {
    renderPage('checkIn=2030-03-01&checkOut=2030-03-03');
    expect(screen.getByRole('heading', { name: 'Choose a room first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search hotels' })).toHaveAttribute('href', '/hotel-home');
    expect(apiClient.post).not.toHaveBeenCalled();
  });

  it("shows one block per room with that room's guests, and sends each room's guests", async () => {
    renderPage(
      'hotelId=PAR-0001&roomTypeId=deluxe-king&ratePlanId=flex-bb&checkIn=2030-03-01&checkOut=2030-03-03&room=2&room=1-6',
    );
    await screen.findByRole('heading', { name: 'Guest details' });
    const room1 = screen.getByRole('group', { name: 'Room 1' });
    expect(room1).toHaveAccessibleDescription('2 adults');
    expect(within(room1).queryByLabelText('Age of child 1')).not.toBeInTheDocument();
    const room2 = screen.getByRole('group', { name: 'Room 2' });
    expect(room2).toHaveAccessibleDescription('1 adult, 1 child');
    expect(within(room2).getByLabelText('Age of child 1')).toHaveValue('6');
    expect(post).toHaveBeenCalledWith(
      '/hotel-checkout/reprice',
      expect.objectContaining({ rooms: 2, adults: 3, childAges: [6], room: ['2', '1-6'] }),
      expect.anything(),
    );
  });

  it('shows the stay, its policy and the all-inclusive price, and a coupon lowers it or says why not', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Guest details' })).toBeInTheDocument();
    expect(screen.getByText('2 × Deluxe King Room (1 king bed)')).toBeInTheDocument();
    expect(screen.getByTestId('cancellation-policy')).toHaveTextContent('Free cancellation until 27 Feb 2030, 23:59');
    expect(screen.getByText('2 rooms × 2 nights').nextSibling).toHaveTextContent('₹20,000');
    expect(screen.getByText('GST (18%)').nextSibling).toHaveTextContent('₹3,600');
    expect(screen.getByText('Booking fee').nextSibling).toHaveTextContent('₹249');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹23,849');

    await userEvent.type(screen.getByLabelText('Coupon code'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon has expired')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹23,849');

    await userEvent.clear(screen.getByLabelText('Coupon code'));
    await userEvent.type(screen.getByLabelText('Coupon code'), 'stay10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon STAY10 applied')).toBeInTheDocument();
    expect(screen.getByText('Discount').nextSibling).toHaveTextContent('−₹2,384.90');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹21,464.10');
  });

  it("asks for each room's lead guest and the child's age, checks them, then holds the rooms for 15 minutes", async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Guest details' });
    // The searched child is in the party before its age is chosen.
    expect(screen.getByText('3 adults, 1 child, 2 rooms')).toBeInTheDocument();
    // No title is chosen for a guest: each chooses their own.
    const room1Title = within(screen.getByRole('group', { name: 'Room 1' })).getByLabelText('Title');
    expect(room1Title).toHaveDisplayValue('Choose a title');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    // Every problem at once: the title and two names in each of two rooms, the child's age, email and mobile.
    expect(await screen.findByRole('region', { name: 'There are 9 problems' })).toHaveFocus();
    expect(room1Title).toHaveAccessibleDescription('Room 1: title must be one of Mr, Ms, Mrs, Dr');
    expect(screen.getByLabelText('Age of child 1')).toHaveAccessibleDescription("Choose each child's age");
    expect(post).not.toHaveBeenCalledWith('/hotel-checkout/orders', expect.anything(), expect.anything());

    await userEvent.selectOptions(screen.getByLabelText('Age of child 1'), '7');
    await fillGuests();
    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile number must be 10 digits');

    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByLabelText('I need a GST invoice for my business'));
    await userEvent.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZV');
    await userEvent.type(screen.getByLabelText('Company name'), 'Rao Traders');
    await userEvent.selectOptions(screen.getByLabelText('Arrival time (optional)'), '18:30');
    fireEvent.change(screen.getByLabelText('Special requests (optional)'), { target: { value: 'A quiet room' } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const reviewHeading = await screen.findByRole('heading', { name: 'Review and pay' });
    // In the page's frame (.tp-page: its margins), as the guest step is.
    expect(reviewHeading.closest('.tp-page')).not.toBeNull();
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
    expect(screen.getByText('K7P4QX')).toBeInTheDocument();
    const [, sent, config] = post.mock.calls.find(([url]) => url === '/hotel-checkout/orders')!;
    expect(sent).toMatchObject({
      hotelId: 'PAR-0001',
      roomTypeId: 'deluxe-king',
      ratePlanId: 'flex-bb',
      rooms: 2,
      adults: 3,
      childAges: [7],
      // The earlier link's guests spread as the API spreads them: the child in the second room.
      room: ['2', '1-7'],
      guests: [
        { title: 'Ms', firstName: 'Asha', lastName: 'Rao' },
        { title: 'Mr', firstName: 'Ravi', lastName: 'Rao' },
      ],
      contact: {
        email: 'asha@example.com',
        mobile: '9876543210',
        gstin: '27AAPFU0939F1ZV',
        companyName: 'Rao Traders',
      },
      arrivalTime: '18:30',
      specialRequests: 'A quiet room',
      expectedTotalMinor: 2384900,
    });
    expect(config.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9-]{8,}$/);

    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹23,849 now' }));
    expect(post).toHaveBeenCalledWith('/hotel-checkout/orders/K7P4QX/pay', {}, { params: { token: 'tok_1' } });
  });

  it('shows three mistakes at once, each at its field and listed at the top', async () => {
    renderPage(QUERY.replace('children=1', 'children=0'));
    await screen.findByRole('heading', { name: 'Guest details' });
    await fillGuests();
    await userEvent.clear(within(screen.getByRole('group', { name: 'Room 2' })).getByLabelText('Last name'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'asha@');
    await userEvent.click(screen.getByLabelText('I need a GST invoice for my business'));
    await userEvent.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZV');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const summary = await screen.findByRole('region', { name: 'There are 3 problems' });
    expect(summary).toHaveFocus();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Room 2: last name is required',
      'Enter a valid email address',
      'Company name is required with a GSTIN',
    ]);
    const room2 = screen.getByRole('group', { name: 'Room 2' });
    expect(within(room2).getByLabelText('Last name')).toHaveAccessibleDescription('Room 2: last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Your voucher is sent here Enter a valid email address',
    );
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription('Company name is required with a GSTIN');
    await userEvent.click(within(summary).getByRole('link', { name: 'Company name is required with a GSTIN' }));
    expect(screen.getByLabelText('Company name')).toHaveFocus();
    expect(post).not.toHaveBeenCalledWith('/hotel-checkout/orders', expect.anything(), expect.anything());
  });

  it("shows each problem of the API's 400 at its field, and the summary lists them", async () => {
    const refused = [
      { field: 'guests[1].firstName', message: 'Room 2: first name must differ from the lead guest of room 1' },
      { field: 'contact.mobile', message: 'This mobile number cannot receive messages' },
    ];
    post.mockImplementation(async (url: string) => {
      if (url === '/hotel-checkout/reprice') return { data: { success: true, stay: stay(), price: price() } };
      throw refusedCall(400, { success: false, message: refused[0].message, problems: refused });
    });
    renderPage(QUERY.replace('children=1', 'children=0'));
    await screen.findByRole('heading', { name: 'Guest details' });
    await fillGuests();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const summary = await screen.findByRole('region', { name: 'There are 2 problems' });
    await waitFor(() => expect(summary).toHaveFocus());
    const room2 = screen.getByRole('group', { name: 'Room 2' });
    expect(within(room2).getByLabelText('First name')).toHaveAccessibleDescription(refused[0].message);
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(refused[1].message);
    expect(within(summary).getByRole('link', { name: refused[1].message })).toHaveAttribute('href', '#hk-mobile');

    // The changed mobile is the guest's answer; the name's problem stays until it is changed too.
    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9123456780');
    expect(screen.queryByText(refused[1].message)).not.toBeInTheDocument();
    expect(within(room2).getByLabelText('First name')).toHaveAccessibleDescription(refused[0].message);
  });

  it('offers a card guarantee with no charge for a pay-at-the-hotel rate', async () => {
    post.mockImplementationOnce(async () => ({
      data: { success: true, stay: stay({ payment: 'pay_at_hotel' }), price: price() },
    }));
    const atHotel = order({ stay: stay({ payment: 'pay_at_hotel' }), payNowMinor: 0, payAtHotelMinor: 2384900 });
    renderPage(QUERY.replace('children=1', 'children=0'));
    await screen.findByRole('heading', { name: 'Guest details' });
    expect(screen.getByText(/Pay at the hotel/)).toBeInTheDocument();
    await fillGuests();
    post.mockImplementationOnce(async () => ({ data: { success: true, order: atHotel, accessToken: 'tok_2' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(/Nothing is charged now. The hotel asks/)).toHaveTextContent(
      'you pay ₹23,849 at the hotel',
    );
    // The price summary says the same, not "You will be charged".
    expect(screen.getByTestId('checkout-charge')).toHaveTextContent(
      'Nothing is charged now. You pay ₹23,849.00 in INR at the hotel.',
    );
    expect(screen.getByRole('button', { name: 'Guarantee with a card' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  describe('travel credit', () => {
    const NO_CHILD = QUERY.replace('children=1', 'children=0');
    /** The account's balance, as GET /trips/travel-credit answers it. */
    const creditOf = (amountMinor: number) =>
      get.mockImplementation(async (url: string) => {
        if (url !== '/trips/travel-credit') throw new Error(`unexpected GET ${url}`);
        return {
          data: {
            success: true,
            balances: [{ amountMinor, currency: 'INR' }],
            entries: [{ amountMinor, currency: 'INR', reason: 'Refund', bookingId: 'BK1', createdAt: '2030-01-01' }],
          },
        };
      });
    const summary = () => within(screen.getByRole('region', { name: 'Price summary' }));

    it('applied, it is its own line under the unchanged total, the amount to pay drops and the order carries it', async () => {
      creditOf(1_000_00);
      renderPage(NO_CHILD, { signedIn: true });
      expect(await screen.findByTestId('travel-credit-balance')).toHaveTextContent('Available: ₹1,000');
      expect(summary().queryByText('Travel credit')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Use my travel credit' }));
      expect(summary().getByTestId('checkout-total')).toHaveTextContent('₹23,849');
      expect(summary().getByTestId('checkout-travel-credit')).toHaveTextContent('−₹1,000');
      expect(summary().getByTestId('checkout-to-pay')).toHaveTextContent('₹22,849');

      post.mockImplementation(async (url: string) => {
        if (url === '/hotel-checkout/reprice') return { data: { success: true, stay: stay(), price: price() } };
        if (url === '/hotel-checkout/orders') {
          const held = order({ travelCreditMinor: 1_000_00, amountToPayMinor: 2284900 });
          return { data: { success: true, order: held, accessToken: 'tok_1' } };
        }
        throw new Error(`unexpected ${url}`);
      });
      await fillGuests();
      await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
      expect(await screen.findByRole('heading', { name: 'Review and pay' })).toBeInTheDocument();
      const [, sent] = post.mock.calls.find(([url]) => url === '/hotel-checkout/orders')!;
      expect(sent).toMatchObject({ travelCreditMinor: 1_000_00, expectedTotalMinor: 2384900 });
      expect(screen.getByRole('button', { name: 'Pay ₹22,849 now' })).toBeInTheDocument();
      expect(summary().getByTestId('checkout-to-pay')).toHaveTextContent('₹22,849');
    });

    it('more credit than the total applies the total, and the booking is confirmed without paying', async () => {
      creditOf(3_000_000);
      renderPage(NO_CHILD, { signedIn: true });
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Use my travel credit' }));
      expect(summary().getByTestId('checkout-travel-credit')).toHaveTextContent('−₹23,849');
      expect(summary().getByTestId('checkout-to-pay')).toHaveTextContent('₹0');
      post.mockImplementation(async (url: string) => {
        if (url === '/hotel-checkout/reprice') return { data: { success: true, stay: stay(), price: price() } };
        const paid = order({ status: 'paid', travelCreditMinor: 2384900, amountToPayMinor: 0 });
        return { data: { success: true, order: paid, accessToken: 'tok_1' } };
      });
      await fillGuests();
      await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/hotel-checkout/confirmation?reference=K7P4QX'),
      );
      expect(post.mock.calls.find(([url]) => url === '/hotel-checkout/orders')![1]).toMatchObject({
        travelCreditMinor: 2384900,
      });
      expect(post).not.toHaveBeenCalledWith(expect.stringMatching(/\/pay$/), expect.anything(), expect.anything());
    });

    it('a pay-at-the-hotel rate offers none (nothing is charged now), and a guest is offered none', async () => {
      creditOf(1_000_00);
      post.mockImplementation(async () => ({
        data: { success: true, stay: stay({ payment: 'pay_at_hotel' }), price: price() },
      }));
      const { unmount } = renderPage(NO_CHILD, { signedIn: true });
      await screen.findByRole('heading', { name: 'Guest details' });
      expect(screen.queryByRole('checkbox', { name: 'Use my travel credit' })).not.toBeInTheDocument();
      expect(get).not.toHaveBeenCalledWith('/trips/travel-credit', expect.anything());
      unmount();

      renderPage(NO_CHILD);
      await screen.findByRole('heading', { name: 'Guest details' });
      expect(screen.queryByRole('checkbox', { name: 'Use my travel credit' })).not.toBeInTheDocument();
      expect(get).not.toHaveBeenCalled();
    });
  });
});

const payment = (status: PaymentView['status'], failureReason: string | null = null): PaymentView => ({
  id: 'pmt_1',
  status,
  gateway: 'sandbox',
  amountMinor: 2384900,
  currency: 'INR',
  failureReason,
  updatedAt: new Date().toISOString(),
});

let answers: { order: HotelOrderView; payment: PaymentView };
const get = jest.fn();
beforeEach(() => {
  invalidateQueries([]);
  sessionStorage.clear();
  get
    .mockReset()
    .mockImplementation(async (url: string) =>
      url.startsWith('/payments/')
        ? { data: { success: true, payment: answers.payment } }
        : { data: { success: true, order: answers.order } },
    );
  jest.spyOn(apiClient, 'get').mockImplementation((url, config) => get(url, config));
});

const renderConfirmation = () =>
  render(
    <MemoryRouter initialEntries={['/hotel-checkout/confirmation?reference=K7P4QX&paymentId=pmt_1']}>
      <HotelConfirmationPage />
    </MemoryRouter>,
  );

describe('HotelConfirmationPage', () => {
  it('shows the reference of a paid booking and says the voucher and invoice are emailed', async () => {
    sessionStorage.setItem('hotel-order:K7P4QX', 'tok_1');
    answers = { order: order({ status: 'paid' }), payment: payment('captured') };
    renderConfirmation();
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('K7P4QX');
    expect(
      screen.getByText(/We have emailed your hotel voucher and GST invoice to asha@example.com/),
    ).toHaveTextContent('Paid ₹23,849.');
    // Paid: the price summary no longer says what the card will be charged.
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹23,849');
    expect(screen.queryByText(/You will be charged/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Trips' })).toHaveAttribute('href', '/my-trips');
    expect(get).toHaveBeenCalledWith(
      '/hotel-checkout/orders/K7P4QX',
      expect.objectContaining({ params: { token: 'tok_1' } }),
    );
  });

  it('lists every guest of each room: the lead guest by name, the other adults and each child with their age', async () => {
    answers = {
      order: order({
        status: 'paid',
        stay: stay({ childAges: [6] }),
        guests: [
          { room: 1, title: 'Ms', firstName: 'Asha', lastName: 'Rao', adults: 2, childAges: [] },
          { room: 2, title: 'Mr', firstName: 'Ravi', lastName: 'Rao', adults: 1, childAges: [6] },
        ],
      }),
      payment: payment('captured'),
    };
    renderConfirmation();
    const guests = await screen.findByRole('region', { name: 'Guests' });
    expect(within(guests).getByText('Room 1').nextElementSibling).toHaveTextContent(
      'Ms Asha Rao (lead guest), 1 more adult',
    );
    expect(within(guests).getByText('Room 2').nextElementSibling).toHaveTextContent(
      'Mr Ravi Rao (lead guest), child aged 6',
    );
  });

  it('says nothing was charged for a booking guaranteed by card', async () => {
    answers = {
      order: order({
        status: 'guaranteed',
        stay: stay({ payment: 'pay_at_hotel' }),
        payNowMinor: 0,
        payAtHotelMinor: 2384900,
      }),
      payment: payment('captured'),
    };
    renderConfirmation();
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged/)).toHaveTextContent('You pay ₹23,849 at the hotel.');
    expect(screen.getByText('We have emailed your hotel voucher to asha@example.com.')).toBeInTheDocument();
  });

  it('says a declined payment left the booking held, and Try again starts a new payment', async () => {
    answers = { order: order(), payment: payment('failed', 'The card was declined.') };
    jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: { success: true, mode: 'pay_now', payment: { paymentId: 'pmt_2', gateway: 'sandbox', redirectUrl: '/x' } },
    });
    renderConfirmation();
    expect(await screen.findByRole('heading', { name: 'Payment declined' })).toBeInTheDocument();
    expect(screen.getByText('The card was declined.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(apiClient.post).toHaveBeenCalledWith('/hotel-checkout/orders/K7P4QX/pay', {}, { params: undefined });
  });

  it('a declined card guarantee through Stripe: Try again opens the card form of the same guarantee', async () => {
    answers = {
      order: order({ stay: stay({ payment: 'pay_at_hotel' }), payNowMinor: 0, payAtHotelMinor: 2384900 }),
      payment: payment('failed', 'Your card was declined.'),
    };
    jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: {
        success: true,
        mode: 'pay_at_hotel',
        payment: {
          paymentId: 'pmt_1',
          gateway: 'stripe',
          clientSecret: 'seti_1_secret_x',
          publishableKey: 'pk_test',
          scriptUrl: 'https://js.stripe.test/v3/',
          returnUrl: '/hotel-checkout/confirmation?reference=K7P4QX&paymentId=pmt_1',
          intent: 'setup',
        },
      },
    });
    renderConfirmation();
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    // Its own heading: a guarantee charges nothing, so it is not a declined payment.
    expect(screen.getByRole('heading', { name: 'Card not accepted as a guarantee' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment declined' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your card was not accepted as a guarantee for this booking, and nothing was charged. Your booking is still held: try again with the same or another card.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guarantee with a card' });
    expect(dialog).toHaveTextContent('Nothing is charged now: the card only guarantees the booking.');
  });

  it('says when the hold ended unpaid', async () => {
    answers = { order: order({ status: 'expired' }), payment: payment('created') };
    renderConfirmation();
    expect(await screen.findByRole('heading', { name: 'Your booking hold has expired' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
