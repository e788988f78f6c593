import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import type { DateChange, DateChangeOption, TripDetail } from '@travel/contracts/trips';
import { renderAuthPage } from '../../test/renderAuthPage';
import { DateChangePanel } from './DateChangePanel';
import { openPaymentPage } from './openPaymentPage';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

jest.mock('./openPaymentPage', () => ({ openPaymentPage: jest.fn() }));

const trip = (actions: TripDetail['actions']): TripDetail => ({
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
    totalMinor: 12_299_00,
    currency: 'INR',
    bookedAt: '2026-11-20T10:00:00.000Z',
    demo: false,
  },
  payment: null,
  payments: [],
  documents: [],
  actions,
  refunds: [],
});

const flight = (id: string, flightNumber: string, departure: string) => ({
  flightId: id,
  airline: 'IndiGo',
  flightNumber,
  date: '2026-12-14',
  departure,
  arrival: '10:00',
});

const dearer: DateChangeOption = {
  flight: flight('21', '6E 501', '07:00'),
  seatsLeft: 40,
  newFareMinor: 13_500_00,
  price: {
    lines: [
      {
        kind: 'change_fee',
        label: 'Date change fee',
        amountMinor: 2_000_00,
        note: 'Standard fare: ₹2,000 per traveller',
      },
      {
        kind: 'fare_difference',
        label: 'Fare difference',
        amountMinor: 1_500_00,
        note: 'The new flight costs more (taxes and airport fees included)',
      },
    ],
    totalMinor: 3_500_00,
    currency: 'INR',
    settlement: 'pay',
  },
};
const cheaper: DateChangeOption = {
  flight: flight('22', '6E 777', '18:30'),
  seatsLeft: 12,
  newFareMinor: 9_000_00,
  price: {
    lines: [
      { kind: 'change_fee', label: 'Date change fee', amountMinor: 0, note: 'Flexi fare: date changes are free' },
      {
        kind: 'fare_difference',
        label: 'Fare difference',
        amountMinor: -3_000_00,
        note: 'The new flight costs less (taxes and airport fees included)',
      },
    ],
    totalMinor: -3_000_00,
    currency: 'INR',
    settlement: 'refund',
  },
};

const change = (overrides: Partial<DateChange> = {}): DateChange => ({
  id: '0b6c1c2e-8f3a-4d55-9a51-2f1f1b3c4d5e',
  status: 'completed',
  from: flight('1', '6E 2131', '06:10'),
  to: dearer.flight,
  price: dearer.price,
  refund: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  completedAt: '2026-11-22T10:01:00.000Z',
  ...overrides,
});

const changeAction = { kind: 'change_date' as const, refundMinor: 0, feeMinor: 2_000_00, currency: 'INR' };

describe('DateChangePanel', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is not offered when the booking does not allow a date change', () => {
    renderAuthPage('/my-trips/trip', <DateChangePanel trip={trip([])} />);
    expect(screen.queryByRole('button', { name: 'Change date' })).not.toBeInTheDocument();
  });

  it('shows the price line by line, then opens the payment page for the difference with one Idempotency-Key', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ data: { success: true, date: '2026-12-14', options: [dearer, cheaper] } });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: {
        success: true,
        change: change({ status: 'awaiting_payment' }),
        payment: { gateway: 'sandbox', paymentId: 'pmt_1', redirectUrl: '/api/payments/sandbox/pmt_1' },
      },
    });
    renderAuthPage('/my-trips/trip', <DateChangePanel trip={trip([changeAction])} />);
    expect(screen.getByText(/Date change fee: ₹2,000, plus the fare difference/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change date' }));
    fireEvent.change(screen.getByLabelText('New date'), { target: { value: '2026-12-14' } });
    expect(get).toHaveBeenCalledWith(
      '/trips/flight/ABC234/date-change',
      expect.objectContaining({ params: { date: '2026-12-14' } }),
    );
    await userEvent.click(await screen.findByRole('radio', { name: /6E 501 · 07:00 – 10:00 · To pay: ₹3,500/ }));

    const table = screen.getByRole('table', { name: 'Price of the date change' });
    expect(within(table).getByRole('row', { name: /Date change fee/ })).toHaveTextContent('₹2,000');
    expect(within(table).getByRole('row', { name: /Fare difference/ })).toHaveTextContent('₹1,500');
    expect(screen.getByTestId('date-change-total')).toHaveTextContent('To pay: ₹3,500');

    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹3,500 and change the date' }));
    expect(post).toHaveBeenCalledWith(
      '/trips/flight/ABC234/date-change',
      { flightId: '21', expectedTotalMinor: 3_500_00 },
      expect.objectContaining({ headers: { 'Idempotency-Key': expect.any(String) } }),
    );
    expect(openPaymentPage).toHaveBeenCalledWith('/api/payments/sandbox/pmt_1');
  });

  it('a cheaper flight is changed at once and says the difference comes back', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, date: '2026-12-14', options: [cheaper] } });
    jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: { success: true, change: change({ to: cheaper.flight, price: cheaper.price }), payment: null },
    });
    renderAuthPage('/my-trips/trip', <DateChangePanel trip={trip([changeAction])} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change date' }));
    fireEvent.change(screen.getByLabelText('New date'), { target: { value: '2026-12-14' } });
    await userEvent.click(await screen.findByRole('radio', { name: /6E 777 .* Back to you: ₹3,000/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Change the date and get ₹3,000 back' }));
    expect(
      await screen.findByText('Your date is changed. Your new e-ticket is on its way by email.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New date')).not.toBeInTheDocument();
  });

  it('the API’s refusal is said, and the booking is not left', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, date: '2026-12-14', options: [dearer] } });
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(
        refusedCall(409, 'That flight no longer has a seat for every traveller. Please pick another one.'),
      );
    renderAuthPage('/my-trips/trip', <DateChangePanel trip={trip([changeAction])} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change date' }));
    fireEvent.change(screen.getByLabelText('New date'), { target: { value: '2026-12-14' } });
    await userEvent.click(await screen.findByRole('radio', { name: /6E 501/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹3,500 and change the date' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That flight no longer has a seat for every traveller. Please pick another one.',
    );
  });

  it('back from the payment page: waits for the payment, then shows the new flight', async () => {
    let calls = 0;
    jest.spyOn(apiClient, 'get').mockImplementation(async () => {
      calls += 1;
      return { data: { success: true, change: change(calls === 1 ? { status: 'awaiting_payment' } : {}) } };
    });
    jest.useFakeTimers({ advanceTimers: true });
    renderAuthPage(
      '/my-trips/trip?kind=flight&reference=ABC234&dateChange=0b6c1c2e-8f3a-4d55-9a51-2f1f1b3c4d5e',
      <DateChangePanel trip={trip([])} />,
    );
    expect(await screen.findByText('We are confirming your payment. This page updates by itself.')).toBeInTheDocument();
    jest.advanceTimersByTime(2000);
    expect(await screen.findByText(/Your date is changed: IndiGo 6E 501 on 14 Dec 2026, 07:00/)).toBeInTheDocument();
    jest.useRealTimers();
  });
});
