import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import type { CancellationPreview, TripDetail } from '@travel/contracts/trips';
import { renderAuthPage } from '../test/renderAuthPage';
import TripDetailPage from './TripDetailPage';
import { saveTripToken } from './tripTokens';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

// The airline-change banner asks its own API and has its own suite (schedule-change/ScheduleChangeBanner.test.tsx).
jest.mock('./schedule-change/ScheduleChangeNotice', () => ({ ScheduleChangeNotice: () => null }));

const detail = (overrides: Partial<TripDetail> = {}): TripDetail => ({
  summary: {
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
    totalMinor: 15_399_00,
    currency: 'INR',
    bookedAt: '2026-11-20T10:00:00.000Z',
    demo: false,
  },
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
    passengers: [
      {
        type: 'adult',
        title: 'Ms',
        firstName: 'Asha',
        lastName: 'Verma',
        seat: '14A',
        seatChosen: true,
        seatPriceMinor: 400_00,
        extraBaggageKg: 5,
        meal: 'VGML',
      },
    ],
    contact: { email: 'asha@example.test', mobile: '9876543210', gstin: null, companyName: null },
    insurance: false,
    freeCancellation: true,
    couponCode: null,
    price: {
      currency: 'INR',
      baseFareMinor: 10_000_00,
      taxesAndFeesMinor: 2_000_00,
      convenienceFeeMinor: 299_00,
      seatsMinor: 400_00,
      addOnsMinor: 2_700_00,
      subtotalMinor: 15_399_00,
      discountMinor: 0,
      totalMinor: 15_399_00,
    },
    travelCreditMinor: 0,
    amountToPayMinor: 15_399_00,
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T10:02:00.000Z',
  },
  payment: {
    gateway: 'sandbox',
    method: 'Card through Sandbox',
    paymentId: 'pmt_1',
    amountMinor: 15_399_00,
    currency: 'INR',
    paidAt: '2026-11-20T10:02:00.000Z',
  },
  payments: [
    {
      kind: 'payment',
      purpose: 'booking',
      gateway: 'sandbox',
      reference: 'pmt_1',
      amountMinor: 15_399_00,
      currency: 'INR',
      status: 'captured',
      at: '2026-11-20T10:02:00.000Z',
    },
  ],
  documents: [
    { label: 'E-ticket', url: '/api/trips/flight/ABC234/ticket.pdf' },
    { label: 'Tax invoice', url: '/api/trips/flight/ABC234/invoice.pdf' },
  ],
  actions: [
    { kind: 'cancel', refundMinor: 7_000_00, currency: 'INR' },
    { kind: 'request_exception', refundMinor: 15_399_00, currency: 'INR' },
  ],
  refunds: [],
  ...overrides,
});

const preview: CancellationPreview = {
  lines: [
    {
      kind: 'fare',
      label: 'Base fare',
      paidMinor: 10_000_00,
      refundMinor: 5_000_00,
      note: 'Standard fare: 50% refunded 24 hours or more before departure',
    },
    {
      kind: 'taxes',
      label: 'Taxes and airport fees',
      paidMinor: 2_000_00,
      refundMinor: 2_000_00,
      note: 'Always refunded',
    },
    { kind: 'convenience_fee', label: 'Convenience fee', paidMinor: 299_00, refundMinor: 0, note: 'Not refundable' },
  ],
  paidMinor: 12_299_00,
  refundMinor: 7_000_00,
  currency: 'INR',
  destination: 'your original payment method (paid through Sandbox)',
  expectedCreditDate: '2026-11-29',
  rule: 'standard',
};

describe('TripDetailPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows the itinerary, travellers with seats and add-ons, what was paid and the downloads', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, trip: detail() } });
    renderAuthPage('/my-trips/trip?kind=flight&reference=ABC234', <TripDetailPage />);
    expect(await screen.findByRole('heading', { name: 'BOM → DEL' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/trips/flight/ABC234', expect.objectContaining({ params: undefined }));
    const traveller = screen.getByRole('row', { name: /Ms Asha Verma/ });
    expect(traveller).toHaveTextContent('14A');
    expect(traveller).toHaveTextContent('5 kg');
    expect(screen.getByText('Free cancellation')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Total/ })).toHaveTextContent('₹15,399');
    expect(screen.getByRole('link', { name: 'Download E-ticket' })).toHaveAttribute(
      'href',
      '/api/trips/flight/ABC234/ticket.pdf',
    );
    // Cancelling is a secondary action; its refund is shown with the confirmation, not beside this button.
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toHaveClass('tp-button--secondary');
    expect(screen.queryByText(/Refund if cancelled now/)).not.toBeInTheDocument();
    // Signed in (no guest token): Get help leads to the account's complaint form with this booking chosen.
    expect(screen.getByRole('link', { name: 'Get help' })).toHaveAttribute(
      'href',
      '/account/complaints/new?kind=flight&reference=ABC234',
    );
  });

  it('a flight booked at a supplier says who sold it and its PNR, or that it waits, or that it is refunded (#37)', async () => {
    const atDuffel = (supplierBooking: NonNullable<TripDetail['flight']>['supplierBooking']) =>
      detail({ flight: { ...detail().flight!, supplierBooking } });
    const duffel = {
      supplier: 'duffel' as const,
      label: 'Duffel',
      bookingReference: null,
      ticketNumbers: [],
      refund: null,
    };
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({
      data: {
        success: true,
        trip: atDuffel({
          ...duffel,
          status: 'confirmed',
          bookingReference: 'QX7K2M',
          ticketNumbers: ['0981234567890'],
        }),
      },
    });
    const { unmount } = renderAuthPage('/my-trips/trip?kind=flight&reference=ABC234', <TripDetailPage />);
    const itinerary = within(await screen.findByRole('region', { name: 'Itinerary' }));
    expect(itinerary.getByText('Sold by Duffel')).toBeInTheDocument();
    expect(itinerary.getByText('Airline booking reference (PNR): QX7K2M')).toBeInTheDocument();
    expect(itinerary.getByText('Ticket numbers: 0981234567890')).toBeInTheDocument();
    unmount();

    get.mockResolvedValue({ data: { success: true, trip: atDuffel({ ...duffel, status: 'pending' }) } });
    const pending = renderAuthPage('/my-trips/trip?kind=flight&reference=ABC234', <TripDetailPage />);
    expect(
      await screen.findByText(
        'Waiting for Duffel to confirm your booking. We will email your e-ticket as soon as it does.',
      ),
    ).toBeInTheDocument();
    pending.unmount();

    get.mockResolvedValue({
      data: {
        success: true,
        trip: atDuffel({
          ...duffel,
          status: 'refused',
          refund: { amountMinor: 15_399_00, travelCreditMinor: 0, currency: 'INR', status: 'processed' },
        }),
      },
    });
    renderAuthPage('/my-trips/trip?kind=flight&reference=ABC234', <TripDetailPage />);
    expect(
      await screen.findByText(
        'Duffel could not confirm this booking. Your payment of ₹15,399 is being refunded in full to your original payment method.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Refund status: refunded to your original payment method.')).toBeInTheDocument();
  });

  it('a flight of our own inventory names no seller', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, trip: detail() } });
    renderAuthPage('/my-trips/trip?kind=flight&reference=ABC234', <TripDetailPage />);
    expect(await screen.findByRole('heading', { name: 'Itinerary' })).toBeInTheDocument();
    expect(screen.queryByText(/^Sold by/)).not.toBeInTheDocument();
  });

  it('a guest who opened the booking with the emailed code: Get help leads to the guest complaint form', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, trip: detail() } });
    saveTripToken('ABC234', 'guest-token');
    renderAuthPage('/my-trips/trip?kind=flight&reference=ABC234', <TripDetailPage />);
    expect(await screen.findByRole('heading', { name: 'Need help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get help' })).toHaveAttribute(
      'href',
      '/my-trips/complaint?kind=flight&reference=ABC234',
    );
  });

  it('after a date change: the fare as booked, the change fee and the fare difference paid, adding up to the total', async () => {
    // Booked at ₹15,399, then moved to a flight ₹1,000 dearer on a Standard fare (₹2,000 fee): ₹18,399 in all.
    const changed = detail({
      summary: { ...detail().summary, totalMinor: 18_399_00 },
      paid: {
        lines: [
          { kind: 'base_fare', amountMinor: 10_000_00 },
          { kind: 'taxes_and_fees', amountMinor: 2_000_00 },
          { kind: 'convenience_fee', amountMinor: 299_00 },
          { kind: 'seats', amountMinor: 400_00 },
          { kind: 'add_ons', amountMinor: 2_700_00 },
          { kind: 'date_change_fee', amountMinor: 2_000_00, detail: '6E 204 on 2026-12-14' },
          { kind: 'fare_difference_paid', amountMinor: 1_000_00, detail: '6E 204 on 2026-12-14' },
        ],
        totalMinor: 18_399_00,
        currency: 'INR',
      },
    });
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, trip: changed } });
    renderAuthPage('/my-trips/trip?kind=flight&reference=ABC234', <TripDetailPage />);
    const paid = within(await screen.findByRole('region', { name: 'What you paid' }));
    expect(paid.getByRole('row', { name: /Date change fee/ })).toHaveTextContent('₹2,000');
    expect(paid.getByRole('row', { name: /Date change fee/ })).toHaveTextContent('6E 204 on 2026-12-14');
    expect(paid.getByRole('row', { name: /Fare difference paid/ })).toHaveTextContent('₹1,000');
    expect(paid.getByRole('row', { name: /Base fare/ })).toHaveTextContent('₹10,000');
    expect(paid.getByRole('row', { name: /Total/ })).toHaveTextContent('₹18,399');
  });

  it('Payment names every payment of the booking: the original, a date change’s and a refunded difference', async () => {
    const entry = (overrides: Partial<TripDetail['payments'][number]>): TripDetail['payments'][number] => ({
      ...detail().payments[0],
      ...overrides,
    });
    const changed = detail({
      payments: [
        entry({}),
        entry({
          purpose: 'date_change',
          detail: '6E 204 on 2026-12-14',
          gateway: 'razorpay',
          reference: 'pmt_2',
          amountMinor: 3_000_00,
        }),
        entry({
          kind: 'refund',
          purpose: 'fare_difference_refund',
          detail: '6E 310 on 2026-12-16',
          reference: 'ref_3',
          amountMinor: 1_250_50,
          status: 'pending',
        }),
      ],
    });
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, trip: changed } });
    renderAuthPage('/my-trips/trip?kind=flight&reference=ABC234', <TripDetailPage />);
    const payment = within(await screen.findByRole('region', { name: 'Payment' }));
    const rows = payment.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/^Booking\s*Sandbox\s*₹15,399\s*Paid\s*pmt_1$/);
    expect(rows[1]).toHaveTextContent(
      /^Date change fee and fare difference · 6E 204 on 2026-12-14\s*Razorpay\s*₹3,000\s*Paid\s*pmt_2$/,
    );
    expect(rows[2]).toHaveTextContent(
      /^Lower fare difference refunded · 6E 310 on 2026-12-16\s*Sandbox\s*−₹1,250.50\s*Refund under way\s*ref_3$/,
    );
  });

  it('a refund split across payments names every part with its payment, gateway and status', async () => {
    const split = detail({
      summary: { ...detail().summary, tab: 'cancelled', status: 'cancelled' },
      actions: [],
      refunds: [
        {
          cancellationId: 'c1',
          destination: 'original',
          kind: 'automatic',
          status: 'sent',
          reason: 'Cancelled within the fare rules',
          amountMinor: 10_000_00,
          currency: 'INR',
          refundId: 'rf_1',
          gatewayRefundId: 'rfnd_sbx_1',
          parts: [
            {
              refundId: 'rf_1',
              paymentId: 'pay_sbx_first',
              gateway: 'sandbox',
              amountMinor: 7_000_00,
              currency: 'INR',
              status: 'processed',
              gatewayRefundId: 'rfnd_sbx_1',
            },
            {
              refundId: 'rf_2',
              paymentId: 'pay_rzp_change',
              gateway: 'razorpay',
              amountMinor: 3_000_00,
              currency: 'INR',
              status: 'pending',
              gatewayRefundId: 'rfnd_rzp_2',
            },
          ],
          expectedCreditDate: '2026-11-29',
          timeline: [{ step: 'requested', at: '2026-11-22T10:00:00.000Z', detail: 'Cancelled within the fare rules' }],
        },
      ],
    });
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, trip: split } });
    renderAuthPage('/my-trips/trip?kind=flight&reference=ABC234', <TripDetailPage />);
    const refund = await screen.findByRole('article', { name: 'Refund' });
    expect(refund).toHaveTextContent('Refund ₹10,000');
    const parts = within(refund)
      .getAllByRole('listitem')
      .filter((item) => item.closest('[aria-label="Refund parts"]'));
    expect(parts).toHaveLength(2);
    expect(parts[0]).toHaveTextContent(/₹7,000.*Sandbox.*pay_sbx_first.*Refunded.*rfnd_sbx_1/);
    expect(parts[1]).toHaveTextContent(/₹3,000.*Razorpay.*pay_rzp_change.*Sent to the payment gateway.*rfnd_rzp_2/);
  });

  it('a refund taken as travel credit says so, with its credited step and no card date', async () => {
    const credited = detail({
      summary: { ...detail().summary, tab: 'cancelled', status: 'cancelled' },
      actions: [],
      refunds: [
        {
          cancellationId: 'c9',
          kind: 'automatic',
          status: 'credited',
          reason: 'Change of travel plans',
          amountMinor: 10_000_00,
          currency: 'INR',
          destination: 'credit',
          refundId: null,
          gatewayRefundId: null,
          parts: [],
          expectedCreditDate: '2026-11-22',
          timeline: [
            { step: 'requested', at: '2026-11-22T09:00:00.000Z', detail: 'Change of travel plans' },
            { step: 'approved', at: '2026-11-22T09:00:01.000Z', detail: '' },
            { step: 'credited', at: '2026-11-22T09:00:01.000Z', detail: 'Added to your travel credit' },
          ],
        },
      ],
    });
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, trip: credited } });
    renderAuthPage('/my-trips/trip?kind=flight&reference=ABC234', <TripDetailPage />);
    const refund = within(await screen.findByRole('article', { name: 'Refund' }));
    expect(refund.getByText(/^Refund ₹10,000/).parentElement).toHaveTextContent('Added to travel credit');
    expect(refund.getByText('To your travel credit, as you chose. Nothing goes back to your card.')).toBeVisible();
    expect(refund.queryByText(/^Expected by/)).not.toBeInTheDocument();
    expect(refund.getAllByRole('listitem').map((step) => step.firstChild?.textContent)).toEqual([
      'Requested',
      'Approved',
      'Added to travel credit',
    ]);
  });

  it('previews the refund line by line, cancels, and shows the refund’s timeline', async () => {
    const cancelled = detail({
      summary: { ...detail().summary, tab: 'cancelled', status: 'cancelled' },
      actions: [],
      refunds: [
        {
          cancellationId: 'c1',
          destination: 'original',
          kind: 'automatic',
          status: 'processed',
          reason: 'Cancelled within the fare rules',
          amountMinor: 7_000_00,
          currency: 'INR',
          refundId: 'rf_1',
          gatewayRefundId: 'rfnd_sbx_abc',
          parts: [
            {
              refundId: 'rf_1',
              paymentId: 'pay_sbx_1',
              gateway: 'sandbox',
              amountMinor: 7_000_00,
              currency: 'INR',
              status: 'processed',
              gatewayRefundId: 'rfnd_sbx_abc',
            },
          ],
          expectedCreditDate: '2026-11-29',
          timeline: [
            { step: 'requested', at: '2026-11-22T10:00:00.000Z', detail: 'Cancelled within the fare rules' },
            { step: 'approved', at: '2026-11-22T10:00:00.000Z', detail: '' },
            { step: 'sent', at: '2026-11-22T10:00:01.000Z', detail: 'rfnd_sbx_abc' },
            { step: 'processed', at: '2026-11-22T10:05:00.000Z', detail: '' },
          ],
        },
      ],
    });
    let cancelledNow = false;
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (url: string) =>
        url.endsWith('/cancellation')
          ? { data: { success: true, preview } }
          : { data: { success: true, trip: cancelledNow ? cancelled : detail() } },
      );
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async () => {
      cancelledNow = true;
      return {
        data: {
          success: true,
          message: 'Your booking is cancelled and the refund is on its way.',
          refund: cancelled.refunds[0],
        },
      };
    });
    saveTripToken('ABC234', 'guest-token');
    renderAuthPage('/my-trips/trip?kind=flight&reference=ABC234', <TripDetailPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));

    const panel = await screen.findByRole('region', { name: 'Cancel this booking' });
    const fare = await within(panel).findByRole('row', { name: /Base fare/ });
    expect(fare).toHaveTextContent('₹10,000');
    expect(fare).toHaveTextContent('₹5,000');
    expect(fare).toHaveTextContent('Standard fare: 50% refunded 24 hours or more before departure');
    expect(within(panel).getByRole('row', { name: /Convenience fee/ })).toHaveTextContent('Not refundable');
    expect(screen.getByTestId('refund-total')).toHaveTextContent('₹7,000');
    expect(screen.getByText('Refund to: your original payment method (paid through Sandbox)')).toBeInTheDocument();
    expect(within(panel).getByTestId('cancel-consequence')).toHaveTextContent('Refund if cancelled now: ₹7,000');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(post).toHaveBeenCalledWith(
      '/trips/flight/ABC234/cancellation',
      { request: 'within_rules' },
      { params: { token: 'guest-token' } },
    );
    expect(await screen.findByText('Your booking is cancelled and the refund is on its way.')).toBeInTheDocument();
    const refund = await screen.findByRole('article', { name: 'Refund' });
    expect(within(refund).getByText('Refunded')).toBeInTheDocument();
    expect(within(refund).getByText('rfnd_sbx_abc', { selector: 'code' })).toBeInTheDocument();
    expect(
      within(refund)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Requested', 'Approved', 'Sent to the payment gateway', 'Processed']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument());
  });

  it('asks the reason of an exception and shows the server’s refusal', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (url: string) =>
        url.endsWith('/cancellation')
          ? { data: { success: true, preview } }
          : { data: { success: true, trip: detail() } },
      );
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(refusedCall(409, 'A cancellation of this booking is already under way.'));
    renderAuthPage('/my-trips/trip?kind=flight&reference=ABC234', <TripDetailPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Ask for an exception: medical emergency' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please tell us why you need an exception.');
    expect(screen.getByLabelText('Your reason')).toHaveAccessibleDescription(
      'Please tell us why you need an exception.',
    );
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Your reason'), 'Hospitalised');
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(post).toHaveBeenCalledWith(
      '/trips/flight/ABC234/cancellation',
      { request: 'medical', details: 'Hospitalised' },
      { params: undefined },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('A cancellation of this booking is already under way.');
  });

  it('answers another person’s booking with the server’s not-found message', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(refusedCall(404, 'No such booking'));
    renderAuthPage('/my-trips/trip?kind=flight&reference=ZZZ999', <TripDetailPage />);
    expect(await screen.findByText('No such booking')).toBeInTheDocument();
  });
});
