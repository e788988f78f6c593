import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClient } from '@travel/shared-ui/api';
import { checkoutPrice, type OrderView, type SupplierBookingView } from '@travel/contracts/flight-checkout';
import type { PaymentView } from '@travel/contracts/payments';
import ConfirmationPage from './ConfirmationPage';

const openGateway = jest.fn().mockResolvedValue(undefined);
jest.mock('@travel/shared-ui/checkout', () => ({
  ...jest.requireActual('@travel/shared-ui/checkout'),
  useGatewayCheckout: () => ({ open: openGateway, dialog: null }),
}));

const price = checkoutPrice({
  standardFareMinor: 500_000,
  fare: 'Flexi',
  adults: 1,
  children: 0,
  travellers: [{ seatMinor: 35_000, extraBaggageKg: 5 }],
});

const order = (status: OrderView['status']): OrderView => ({
  reference: 'K7QX2M',
  status,
  holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  flight: {
    id: '1',
    airline: 'IndiGo',
    flightNumber: '6E 912',
    from: 'BOM',
    to: 'DEL',
    date: '2030-05-10',
    departure: '16:20',
    arrival: '18:15',
    cabin: 'economy',
    fare: 'Flexi',
    international: false,
    seatsLeft: 20,
  },
  passengers: [
    {
      type: 'adult',
      title: 'Ms',
      firstName: 'Asha',
      lastName: 'Verma',
      seat: '5A',
      seatChosen: true,
      seatPriceMinor: 35_000,
      extraBaggageKg: 5,
      meal: null,
    },
  ],
  contact: { email: 'asha@example.test', mobile: '9876543210', gstin: null, companyName: null },
  insurance: false,
  freeCancellation: false,
  couponCode: null,
  price,
  travelCreditMinor: 0,
  amountToPayMinor: price.totalMinor,
  createdAt: new Date().toISOString(),
  paidAt: status === 'paid' ? new Date().toISOString() : null,
});

const payment = (status: PaymentView['status'], failureReason: string | null = null): PaymentView => ({
  id: 'pmt_0123456789abcdef01234567',
  status,
  gateway: 'sandbox',
  amountMinor: price.totalMinor,
  currency: 'INR',
  failureReason,
  updatedAt: new Date().toISOString(),
});

/** GET answers: the order at /flight-checkout/orders/…, the payment at /payments/…. */
function answer(orderStatus: OrderView['status'], paymentView: PaymentView) {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => ({
    data: url.startsWith('/payments/')
      ? { success: true, payment: paymentView }
      : { success: true, order: order(orderStatus) },
  }));
}

function renderPage(search = '?reference=K7QX2M&paymentId=pmt_0123456789abcdef01234567') {
  render(
    <MemoryRouter initialEntries={[`/flight-checkout/confirmation${search}`]}>
      <Routes>
        <Route path="/flight-checkout/confirmation" element={<ConfirmationPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('ConfirmationPage', () => {
  it('confirms a paid booking with its reference, seats, add-ons and total', async () => {
    sessionStorage.setItem('flightOrderToken:K7QX2M', 'tok');
    answer('paid', payment('captured'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('K7QX2M');
    // Issue #35: the trip as checkout wrote it, cities and the day in words, not 'BOM → DEL · 2030-05-10'.
    expect(screen.getByText(/^IndiGo 6E 912/)).toHaveTextContent(
      'IndiGo 6E 912 · Mumbai → Delhi · Fri, 10 May 2030 · 16:20 – 18:15 · Flexi fare',
    );
    expect(screen.getByText(/Ms Asha Verma/).closest('li')).toHaveTextContent(
      'Ms Asha Verma · Seat 5A · +5 kg baggage',
    );
    expect(screen.getByTestId('paid-total')).toHaveTextContent(`₹${(price.totalMinor / 100).toLocaleString('en-IN')}`);
    expect(screen.getByRole('link', { name: 'My Trips' })).toHaveAttribute('href', '/my-trips');
    expect(apiClient.get).toHaveBeenCalledWith(
      '/flight-checkout/orders/K7QX2M',
      expect.objectContaining({ params: { token: 'tok' } }),
    );
  });

  it('says a declined card was declined, keeps the hold, and tries again on the payment page', async () => {
    answer('held', payment('failed', 'Your card was declined.'));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: { success: true, payment: { gateway: 'sandbox', paymentId: 'p', redirectUrl: '/pay-here' } },
    });
    const user = renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment declined' })).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|09:5\d)$/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(post).toHaveBeenCalledWith('/flight-checkout/orders/K7QX2M/pay', {}, { params: undefined });
    expect(openGateway).toHaveBeenCalledWith({ gateway: 'sandbox', paymentId: 'p', redirectUrl: '/pay-here' });
  });

  it('asks for the authentication the bank wants', async () => {
    answer('held', payment('requires_action'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Authentication needed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete authentication' })).toBeInTheDocument();
  });

  it('waits for the webhook while a captured payment is not yet on the booking', async () => {
    answer('held', payment('captured'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'We are confirming your payment' })).toBeInTheDocument();
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
  });

  it('says an unpaid booking whose hold ended has expired', async () => {
    answer('expired', payment('created'));
    renderPage('?reference=K7QX2M');
    expect(await screen.findByRole('heading', { name: 'Your booking hold has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search flights again' })).toHaveAttribute('href', '/flight-home');
  });

  it('says what is wrong when the booking cannot be read', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('404'));
    renderPage();
    expect(await screen.findByText('We could not find this booking.')).toBeInTheDocument();
  });

  describe('booked at a supplier (#37)', () => {
    const duffel = (over: Partial<SupplierBookingView>): SupplierBookingView => ({
      supplier: 'duffel',
      label: 'Duffel',
      status: 'pending',
      bookingReference: null,
      ticketNumbers: [],
      refund: null,
      ...over,
    });

    /** The order's answers in turn (the last one repeated), the payment captured. */
    function answerInTurn(...orders: OrderView[]) {
      let asked = 0;
      return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => ({
        data: url.startsWith('/payments/')
          ? { success: true, payment: payment('captured') }
          : { success: true, order: orders[Math.min(asked++, orders.length - 1)] },
      }));
    }
    const orderCalls = (get: jest.SpyInstance) =>
      get.mock.calls.filter(([url]) => String(url).startsWith('/flight-checkout/orders/')).length;

    afterEach(() => jest.useRealTimers());

    it('while the airline has not confirmed: says so, and asks every 5 s until it has, then shows the PNR and tickets', async () => {
      jest.useFakeTimers();
      const pending = { ...order('paid'), supplierBooking: duffel({}) };
      const confirmed = {
        ...order('paid'),
        supplierBooking: duffel({
          status: 'confirmed',
          bookingReference: 'QX7K2M',
          ticketNumbers: ['0981234567890', '0981234567891'],
        }),
      };
      const get = answerInTurn(pending, pending, confirmed);
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
      expect(screen.getByText('Sold by Duffel')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Waiting for Duffel to confirm your booking. We will email your e-ticket as soon as it does.',
      );
      expect(screen.queryByText(/We have emailed your e-ticket/)).not.toBeInTheDocument();
      expect(screen.queryByText('Your booking is confirmed.')).not.toBeInTheDocument();
      expect(orderCalls(get)).toBe(1);

      await act(async () => jest.advanceTimersByTime(5_000));
      expect(orderCalls(get)).toBe(2);
      await act(async () => jest.advanceTimersByTime(5_000));
      expect(await screen.findByText('Airline booking reference (PNR): QX7K2M')).toBeInTheDocument();
      expect(screen.getByText('Ticket numbers: 0981234567890, 0981234567891')).toBeInTheDocument();
      expect(screen.getByText('Your booking is confirmed.')).toBeInTheDocument();
      expect(screen.queryByText(/^Waiting for Duffel/)).not.toBeInTheDocument();
      expect(
        screen.getByText('We have emailed your e-ticket and GST tax invoice to asha@example.test.'),
      ).toBeInTheDocument();

      // Confirmed: no more asking.
      const asked = orderCalls(get);
      await act(async () => jest.advanceTimersByTime(20_000));
      expect(orderCalls(get)).toBe(asked);
    });

    it('says a refused booking is refunded in full, with where the refund stands, and never that nothing was charged', async () => {
      answerInTurn({
        ...order('cancelled'),
        supplierBooking: duffel({
          status: 'refused',
          refund: { amountMinor: 512_300, travelCreditMinor: 0, currency: 'INR', status: 'pending' },
        }),
      });
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Booking not confirmed' })).toBeInTheDocument();
      expect(screen.getByText('Sold by Duffel')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Duffel could not confirm this booking. Your payment of ₹5,123 is being refunded in full to your original payment method.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Refund status: on its way to your original payment method.')).toBeInTheDocument();
      expect(screen.queryByText(/nothing was charged/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'My Trips' })).toHaveAttribute('href', '/my-trips');
    });

    it('says nothing of a supplier for our own fare', async () => {
      answer('paid', payment('captured'));
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
      expect(screen.queryByTestId('supplier-booking')).not.toBeInTheDocument();
    });
  });
});
