import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryStore } from '../store/rootReducer';
import { regionalSettingsSaved } from '../store/regional';
import { setRatesForTesting } from '../money/currencyRates';
import { HoldCountdown, PaymentStatusView, PriceSummary, paymentOutcome } from './index';

afterEach(() => {
  setRatesForTesting(undefined);
  jest.useRealTimers();
});

describe('PriceSummary', () => {
  const lines = [
    { label: 'Base fare', amountMinor: 10_000_00 },
    { label: 'Discount', amountMinor: 500_00, discount: true },
  ];

  it('shows every line and the total in rupees, and says the charge is in INR', () => {
    render(<PriceSummary lines={lines} totalMinor={9_500_00} chargeCurrency="INR" />);
    expect(screen.getByRole('heading', { name: 'Price summary' })).toBeInTheDocument();
    expect(screen.getByText('Base fare').nextSibling).toHaveTextContent('₹10,000');
    expect(screen.getByText('Discount').nextSibling).toHaveTextContent('−₹500');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹9,500');
    expect(screen.getByText('You will be charged ₹9,500.00 in INR.')).toBeInTheDocument();
  });

  it('says nothing is charged now on a rate paid at the hotel, and what is paid there', () => {
    render(<PriceSummary lines={lines} totalMinor={9_500_00} chargeCurrency="INR" paid="at_hotel" />);
    expect(screen.getByTestId('checkout-charge')).toHaveTextContent(
      'Nothing is charged now. You pay ₹9,500.00 in INR at the hotel.',
    );
    expect(screen.queryByText(/You will be charged/)).not.toBeInTheDocument();
  });

  it('once the order is settled (its confirmation), no longer says what the card will be charged', () => {
    render(<PriceSummary lines={lines} totalMinor={9_500_00} chargeCurrency="INR" settled />);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹9,500');
    expect(screen.queryByText(/You will be charged/)).not.toBeInTheDocument();
  });

  it('shows prices in the display currency while the charge stays in INR', () => {
    setRatesForTesting({ INR: 1, USD: 83.5 });
    const store = createMemoryStore();
    store.dispatch(regionalSettingsSaved({ language: 'en', country: 'US', currency: 'USD' }));
    render(
      <Provider store={store}>
        <PriceSummary lines={lines} totalMinor={9_500_00} chargeCurrency="INR" />
      </Provider>,
    );
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$113.77');
    expect(screen.getByText('You will be charged ₹9,500.00 in INR.')).toBeInTheDocument();
  });
});

describe('HoldCountdown', () => {
  it('counts down to the end of the hold, then says it has expired', () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T10:00:00Z') });
    const onExpire = jest.fn();
    render(<HoldCountdown expiresAt="2030-01-01T10:15:00Z" onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    act(() => void jest.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('13:59');
    act(() => void jest.advanceTimersByTime(14 * 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Your hold has expired.');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});

describe('PaymentStatusView', () => {
  it.each([
    ['captured', 'paid', 'Payment successful'],
    ['captured', 'held', 'We are confirming your payment'],
    ['pending', 'held', 'We are confirming your payment'],
    ['failed', 'held', 'Payment declined'],
    ['requires_action', 'held', 'Authentication needed'],
    ['created', 'expired', 'Your booking hold has expired'],
  ])('a %s payment of a %s booking shows "%s"', (payment, booking, title) => {
    render(<PaymentStatusView outcome={paymentOutcome(payment, booking)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('gives the reason of a decline and keeps the hold', () => {
    render(<PaymentStatusView outcome="declined" detail="The card was declined." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your booking is still held');
    expect(screen.getByText('The card was declined.')).toBeInTheDocument();
  });
});
