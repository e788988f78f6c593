import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AxiosError, AxiosHeaders } from 'axios';
import { apiClient, invalidateQueries } from '@travel/shared-ui/api';
import type { HotelCheckoutStay, HotelOrderView } from '@travel/contracts/hotel-checkout';
import type { HotelStayPriceView } from '@travel/contracts/hotels';
import type { PaymentView } from '@travel/contracts/payments';
import HotelCheckoutPage from './HotelCheckoutPage';
import HotelConfirmationPage from './HotelConfirmationPage';

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
  createdAt: new Date().toISOString(),
  confirmedAt: null,
  ...change,
});

const badRequest = (message: string) =>
  new AxiosError(message, '400', undefined, undefined, {
    status: 400,
    statusText: 'Bad Request',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { success: false, message },
  });

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
const renderPage = (query = QUERY) =>
  render(
    <MemoryRouter initialEntries={[`/hotel-checkout?${query}`]}>
      <HotelCheckoutPage />
    </MemoryRouter>,
  );

const fillGuests = async () => {
  const room1 = screen.getByRole('group', { name: 'Room 1: lead guest' });
  await userEvent.selectOptions(within(room1).getByLabelText('Title'), 'Ms');
  await userEvent.type(within(room1).getByLabelText('First name'), 'Asha');
  await userEvent.type(within(room1).getByLabelText('Last name'), 'Rao');
  const room2 = screen.getByRole('group', { name: 'Room 2: lead guest' });
  await userEvent.type(within(room2).getByLabelText('First name'), 'Ravi');
  await userEvent.type(within(room2).getByLabelText('Last name'), 'Rao');
  await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
  await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
};

describe('HotelCheckoutPage', () => {
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
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Choose each child's age");
    expect(post).not.toHaveBeenCalledWith('/hotel-checkout/orders', expect.anything(), expect.anything());

    await userEvent.selectOptions(screen.getByLabelText('Age of child 1'), '7');
    await fillGuests();
    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Mobile number must be 10 digits');

    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByLabelText('I need a GST invoice for my business'));
    await userEvent.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZV');
    await userEvent.type(screen.getByLabelText('Company name'), 'Rao Traders');
    await userEvent.selectOptions(screen.getByLabelText('Arrival time (optional)'), '18:30');
    fireEvent.change(screen.getByLabelText('Special requests (optional)'), { target: { value: 'A quiet room' } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByRole('heading', { name: 'Review and pay' })).toBeInTheDocument();
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
    expect(get).toHaveBeenCalledWith(
      '/hotel-checkout/orders/K7P4QX',
      expect.objectContaining({ params: { token: 'tok_1' } }),
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
