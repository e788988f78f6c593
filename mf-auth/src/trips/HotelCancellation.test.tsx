import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import type { CancellationPreview, TripDetail, TripRefund } from '@travel/contracts/trips';
import { renderAuthPage } from '../test/renderAuthPage';
import TripDetailPage from './TripDetailPage';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

const stay = (overrides: Partial<TripDetail> = {}): TripDetail => ({
  summary: {
    kind: 'hotel',
    reference: 'K7PQ2M',
    title: 'Sea Breeze',
    subtitle: 'Mumbai',
    startDate: '2026-12-20',
    endDate: '2026-12-22',
    startTime: null,
    travellers: ['Meera Iyer'],
    tab: 'upcoming',
    status: 'confirmed',
    totalMinor: 10_000_00,
    currency: 'INR',
    bookedAt: '2026-11-20T10:00:00.000Z',
    demo: false,
  },
  hotel: {
    hotelName: 'Sea Breeze',
    city: 'Mumbai',
    guestName: 'Meera Iyer',
    checkIn: '2026-12-20',
    checkOut: '2026-12-22',
    guests: 2,
    rooms: 1,
    cancellationPolicy: 'Free cancellation until 18 Dec 2026, 14:00 (hotel time); then 50% of the stay.',
  },
  payment: null,
  payments: [],
  documents: [],
  actions: [
    { kind: 'cancel', refundMinor: 10_000_00, currency: 'INR' },
    { kind: 'request_exception', refundMinor: 10_000_00, currency: 'INR' },
  ],
  refunds: [],
  ...overrides,
});

const refundable: CancellationPreview = {
  lines: [
    {
      kind: 'stay',
      label: 'Your stay, 2 nights',
      paidMinor: 10_000_00,
      refundMinor: 10_000_00,
      note: 'Free cancellation until 18 Dec 2026, 14:00 (hotel time); then 50% of the stay.',
    },
  ],
  paidMinor: 10_000_00,
  refundMinor: 10_000_00,
  currency: 'INR',
  destination: 'your original payment method (paid through Razorpay)',
  expectedCreditDate: '2026-11-29',
  rule: 'Cancelled before 18 Dec 2026, 14:00, hotel time: free cancellation',
};

const nonRefundable: CancellationPreview = {
  ...refundable,
  lines: [
    { ...refundable.lines[0], note: 'Non-refundable: nothing is refunded if you cancel.' },
    {
      kind: 'cancellation_charge',
      label: 'Cancellation charge',
      paidMinor: 0,
      refundMinor: -10_000_00,
      note: 'Non-refundable rate',
    },
  ],
  refundMinor: 0,
};

const approved: TripRefund = {
  cancellationId: 'c1',
  destination: 'original',
  kind: 'automatic',
  status: 'sent',
  reason: 'Cancelled from My Trips under the booking’s cancellation policy',
  amountMinor: 10_000_00,
  currency: 'INR',
  refundId: 'rf_1',
  gatewayRefundId: 'rfnd_sbx_abc',
  parts: [
    {
      refundId: 'rf_1',
      paymentId: 'pay_sbx_1',
      gateway: 'sandbox',
      amountMinor: 10_000_00,
      currency: 'INR',
      status: 'pending',
      gatewayRefundId: 'rfnd_sbx_abc',
    },
  ],
  expectedCreditDate: '2026-11-29',
  timeline: [
    { step: 'requested', at: '2026-11-22T10:00:00.000Z', detail: '' },
    { step: 'approved', at: '2026-11-22T10:00:00.000Z', detail: '' },
    { step: 'sent', at: '2026-11-22T10:00:01.000Z', detail: 'rfnd_sbx_abc' },
  ],
};

/** The API of one hotel booking: its detail and preview, and the cancellation that files and answers `reply`. */
function mockApi(preview: CancellationPreview, reply: () => Promise<unknown>, after: TripRefund = approved) {
  let cancelled = false;
  const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) =>
    url.endsWith('/cancellation')
      ? { data: { success: true, preview } }
      : {
          data: {
            success: true,
            trip: cancelled
              ? stay({
                  summary: { ...stay().summary, status: 'cancelled', tab: 'cancelled' },
                  actions: [],
                  refunds: [after],
                })
              : stay(),
          },
        },
  );
  const post = jest.spyOn(apiClient, 'post').mockImplementation(async () => {
    const answer = await reply();
    cancelled = true;
    return answer;
  });
  return { get, post };
}

async function openPanel() {
  renderAuthPage('/my-trips/trip?kind=hotel&reference=K7PQ2M', <TripDetailPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  return screen.findByRole('region', { name: 'Cancel this stay' });
}

afterEach(() => jest.restoreAllMocks());

describe('hotel cancellation on the trip page', () => {
  it('no longer sends the traveller to the wizard', async () => {
    mockApi(refundable, async () => ({}));
    renderAuthPage('/my-trips/trip?kind=hotel&reference=K7PQ2M', <TripDetailPage />);
    // A secondary action, the refund shown once it is opened, with the confirmation.
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toHaveClass('tp-button--secondary');
    expect(screen.queryByText(/Refund if cancelled now/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /cancellation wizard/ })).not.toBeInTheDocument();
  });

  it('previews the refund by the booking’s policy, cancels, and shows the refund’s timeline', async () => {
    const { get, post } = mockApi(refundable, async () => ({
      data: { success: true, message: 'Your booking is cancelled and the refund is on its way.', refund: approved },
    }));
    const panel = await openPanel();
    const line = await within(panel).findByRole('row', { name: /Your stay, 2 nights/ });
    expect(line).toHaveTextContent('₹10,000');
    expect(line).toHaveTextContent('Free cancellation until 18 Dec 2026');
    expect(within(panel).getByTestId('refund-total')).toHaveTextContent('₹10,000');
    expect(
      within(panel).getByText('Refund to: your original payment method (paid through Razorpay)'),
    ).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/trips/hotel/K7PQ2M/cancellation', expect.anything());
    expect(within(panel).queryByTestId('nothing-refunded')).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm cancellation' }));
    expect(post).toHaveBeenCalledWith(
      '/trips/hotel/K7PQ2M/cancellation',
      { request: 'within_rules' },
      expect.anything(),
    );
    expect(await screen.findByText('Your booking is cancelled and the refund is on its way.')).toBeInTheDocument();
    const timeline = await screen.findByRole('article', { name: 'Refund' });
    expect(timeline).toHaveTextContent('Sent to the payment gateway');
    expect(timeline).toHaveTextContent('rfnd_sbx_abc');
    expect(screen.queryByRole('region', { name: 'Cancel this stay' })).not.toBeInTheDocument();
  });

  it('a stay paid partly with travel credit: the preview and the timeline show each part, as the API split it', async () => {
    const split = { toCreditMinor: 3_000_00, toOriginalMinor: 7_000_00 };
    const splitRefund: TripRefund = {
      ...approved,
      split,
      parts: [{ ...approved.parts[0], amountMinor: 7_000_00 }],
      timeline: [...approved.timeline, { step: 'credited', at: '2026-11-22T10:00:00.000Z', detail: '' }],
    };
    mockApi(
      { ...refundable, split },
      async () => ({ data: { success: true, message: 'Your booking is cancelled.', refund: splitRefund } }),
      splitRefund,
    );
    const panel = await openPanel();
    const where = await within(panel).findByRole('list', { name: 'Where the refund goes' });
    expect(within(where).getByTestId('refund-to-credit')).toHaveTextContent('To travel credit: ₹3,000');
    expect(within(where).getByTestId('refund-to-original')).toHaveTextContent('To the original payment method: ₹7,000');

    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm cancellation' }));
    const timeline = await screen.findByRole('article', { name: 'Refund' });
    expect(timeline).toHaveTextContent('Refund ₹10,000');
    const parts = within(timeline).getByRole('list', { name: 'Where the refund goes' });
    expect(parts).toHaveTextContent('To travel credit: ₹3,000');
    expect(parts).toHaveTextContent('To the original payment method: ₹7,000');
    expect(timeline).toHaveTextContent('Added to travel credit');
  });

  it('a stay paid all with travel credit goes all back to it, with no card part', async () => {
    const split = { toCreditMinor: 10_000_00, toOriginalMinor: 0 };
    mockApi({ ...refundable, destination: 'your travel credit', split }, async () => ({}));
    const panel = await openPanel();
    expect(await within(panel).findByText('Refund to: your travel credit')).toBeInTheDocument();
    expect(within(panel).getByTestId('refund-to-credit')).toHaveTextContent('To travel credit: ₹10,000');
    expect(within(panel).queryByTestId('refund-to-original')).not.toBeInTheDocument();
  });

  it('says nothing will be refunded for a non-refundable stay before anything is filed', async () => {
    const { post } = mockApi(nonRefundable, async () => ({}));
    const panel = await openPanel();
    expect(await within(panel).findByTestId('nothing-refunded')).toHaveTextContent(
      'Nothing will be refunded if you cancel now',
    );
    expect(within(panel).getByRole('row', { name: /Cancellation charge/ })).toHaveTextContent('Non-refundable rate');
    expect(within(panel).getByTestId('refund-total')).toHaveTextContent('₹0');
    // The consequence again beside the button that cancels.
    expect(within(panel).getByTestId('cancel-consequence')).toHaveTextContent('Refund if cancelled now: ₹0');
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for a reason before sending an exception, then sends it with the reason', async () => {
    const { post } = mockApi(refundable, async () => ({
      data: {
        success: true,
        message: 'Your request has been sent to our team. We will email you their decision.',
        refund: { ...approved, kind: 'exception', status: 'pending', timeline: [approved.timeline[0]] },
      },
    }));
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Ask for an exception: medical emergency' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Send my request' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Please tell us why you need an exception.');
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(within(panel).getByLabelText('Your reason'), 'Admitted to hospital');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send my request' }));
    expect(post).toHaveBeenCalledWith(
      '/trips/hotel/K7PQ2M/cancellation',
      { request: 'medical', details: 'Admitted to hospital' },
      expect.anything(),
    );
  });

  it('shows the server’s reason when the stay cannot be cancelled, and keeps the panel open', async () => {
    mockApi(refundable, async () => {
      throw refusedCall(409, 'This booking is already cancelled.');
    });
    const panel = await openPanel();
    await within(panel).findByRole('row', { name: /Your stay/ });
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('This booking is already cancelled.');
  });
});

describe("a stay's guests on the trip page", () => {
  it('lists every guest of each room of a stay booked through checkout instead of the one guest name', async () => {
    const roomGuests = [
      { leadGuest: 'Ms Meera Iyer', adults: 2, children: 0, childAges: [] },
      { leadGuest: 'Mr Ravi Iyer', adults: 1, children: 1, childAges: [6] },
    ];
    jest.spyOn(apiClient, 'get').mockResolvedValue({
      data: { success: true, trip: stay({ hotel: { ...stay().hotel!, rooms: 2, roomGuests } }) },
    });
    renderAuthPage('/my-trips/trip?kind=hotel&reference=K7PQ2M', <TripDetailPage />);
    const list = await screen.findByLabelText('Guests of each room');
    expect(within(list).getByText('Room 1').nextElementSibling).toHaveTextContent(
      'Ms Meera Iyer (lead guest), 1 more adult',
    );
    expect(within(list).getByText('Room 2').nextElementSibling).toHaveTextContent(
      'Mr Ravi Iyer (lead guest), child aged 6',
    );
    expect(screen.queryByText('Guest: Meera Iyer')).not.toBeInTheDocument();
  });
});
