import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { apiClient } from '../api/client';
import { createMemoryStore } from '../store/rootReducer';
import { regionalSettingsSaved } from '../store/regional';
import { loadRates, setRatesForTesting } from './currencyRates';
import { formatMoney } from './formatMoney';
import { Price } from './Price';

const RATES = { INR: 1, USD: 83.5, EUR: 90.4, GBP: 105.6, AED: 22.73 };

const storeWith = (currency: 'INR' | 'USD' | 'EUR' | 'GBP' | 'AED') => {
  const store = createMemoryStore();
  store.dispatch(regionalSettingsSaved({ language: 'en', country: 'IN', currency }));
  return store;
};

describe('formatMoney', () => {
  it('shows rupees in Indian grouping and converts other currencies with their symbols', () => {
    expect(formatMoney(1299999, 'INR', RATES)).toBe('₹12,99,999');
    expect(formatMoney(12999, 'USD', RATES)).toBe('$155.68');
    expect(formatMoney(12999, 'EUR', RATES)).toBe('€143.79');
    expect(formatMoney(12999, 'GBP', RATES)).toBe('£123.10');
    expect(formatMoney(12999, 'AED', RATES)).toMatch(/^AED\s571\.89$/);
  });

  it('keeps rupees when the rate is not known', () => {
    expect(formatMoney(12999, 'USD', undefined)).toBe('₹12,999');
  });
});

describe('<Price>', () => {
  afterEach(() => {
    act(() => setRatesForTesting(undefined));
    jest.restoreAllMocks();
  });

  it('shows rupees outside a store, keeping the existing amount API', () => {
    render(<Price amount={45999} />);
    expect(screen.getByText('₹45,999')).toHaveAttribute('translate', 'no');
  });

  it('fetches the rates table and shows dollars when USD is chosen', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    const get = jest.spyOn(apiClient, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(
      <Provider store={storeWith('USD')}>
        <Price amount={12999} />
        <Price amount={18999} />
      </Provider>,
    );
    expect(screen.getByText('₹12,999')).toBeInTheDocument();
    await act(async () => {
      answer({ data: { inrPerUnit: RATES } });
      await loadRates();
    });
    expect(await screen.findByText('$155.68')).toBeInTheDocument();
    expect(screen.getByText('$227.53')).toHaveAttribute('data-currency', 'USD');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/currency/rates');
  });

  it('follows a change of currency in the regional settings', async () => {
    act(() => setRatesForTesting(RATES));
    const store = storeWith('INR');
    render(
      <Provider store={store}>
        <Price amount={12999} />
      </Provider>,
    );
    expect(screen.getByText('₹12,999')).toBeInTheDocument();
    act(() => {
      store.dispatch(regionalSettingsSaved({ language: 'en', country: 'UK', currency: 'GBP' }));
    });
    await waitFor(() => expect(screen.getByText('£123.10')).toBeInTheDocument());
  });

  it('stays in rupees and logs when the rates cannot be loaded', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(
        <Provider store={storeWith('EUR')}>
          <Price amount={15999} />
        </Provider>,
      );
      await loadRates();
    });
    await waitFor(() => expect(log).toHaveBeenCalledWith('Currency rates could not be loaded', expect.any(Error)));
    expect(screen.getByText('₹15,999')).toBeInTheDocument();
  });
});
