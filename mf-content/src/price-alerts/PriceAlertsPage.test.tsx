import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AxiosError, type AxiosResponse } from 'axios';
import { ToastContainer } from 'react-toastify';
import { apiClient, initialAuthState, rootReducer, type PortalState, type PriceAlert } from '@travel/shared-ui';
import PriceAlertsPage from './PriceAlertsPage';

const fail = (status: number, message: string) =>
  new AxiosError('failed', String(status), undefined, undefined, {
    status,
    data: { success: false, message },
  } as AxiosResponse);

const alert = (overrides: Partial<PriceAlert>): PriceAlert => ({
  id: '11111111-1111-4111-8111-111111111111',
  from: 'DEL',
  to: 'BOM',
  fromCity: 'Delhi',
  toCity: 'Mumbai',
  date: '2026-12-03',
  priceAtCreationMinor: 512900,
  currentPriceMinor: 498900,
  notifiedAt: null,
  createdAt: '2026-11-21T07:00:00.000Z',
  ...overrides,
});

function renderPage({ signedIn }: { signedIn: boolean }) {
  const user = { id: 'u1', name: 'Asha', email: 'asha@example.test', role: 'customer' as const };
  const auth = { ...initialAuthState, isUserLoggedIn: signedIn, userData: signedIn ? user : null };
  const store = configureStore({ reducer: rootReducer, preloadedState: { auth } as PortalState });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/price-alerts']}>
        <PriceAlertsPage />
        <ToastContainer />
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

describe('PriceAlertsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logged out: explains alerts and invites to log in, without asking the API', () => {
    const get = jest.spyOn(apiClient, 'get');
    renderPage({ signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Price alerts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How price alerts work' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'See your price alerts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(get).not.toHaveBeenCalled();
  });

  it('logged in: shows loading, then each alert with the price when set and now', async () => {
    let answer: (value: unknown) => void = () => {};
    const get = jest.spyOn(apiClient, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage({ signedIn: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your price alerts…');
    answer({
      data: {
        success: true,
        alerts: [
          alert({}),
          alert({ id: 'b', from: 'BOM', to: 'DXB', fromCity: 'Mumbai', toCity: 'Dubai', currentPriceMinor: null }),
        ],
      },
    });

    const row = (await screen.findByRole('rowheader', { name: 'Delhi (DEL) to Mumbai (BOM)' })).closest('tr')!;
    expect(within(row).getByText('Thu 3 Dec 2026')).toBeInTheDocument();
    expect(within(row).getByText('₹5,129')).toBeInTheDocument();
    expect(within(row).getByText('₹4,989')).toBeInTheDocument();
    expect(within(row).getByText('(lower)')).toBeInTheDocument();
    const gone = screen.getByRole('rowheader', { name: 'Mumbai (BOM) to Dubai (DXB)' }).closest('tr')!;
    expect(within(gone).getByText('No flights left')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/price-alerts', expect.anything());
  });

  it('logged in with no alerts: says so and points to the flight search', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, alerts: [] } });
    renderPage({ signedIn: true });
    expect(await screen.findByText(/You have no price alerts yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the flight search' })).toHaveAttribute('href', '/flight-home');
  });

  it('shows the failure with Try again, which loads the list again', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(fail(503, 'The service is busy, please try again.'))
      .mockResolvedValueOnce({ data: { success: true, alerts: [alert({})] } });
    const user = renderPage({ signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy, please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Delhi (DEL) to Mumbai (BOM)' })).toBeInTheDocument();
  });

  it('Remove deletes the alert, drops its row and confirms; a failed removal keeps the row and says why', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({
      data: { success: true, alerts: [alert({}), alert({ id: 'b', to: 'BLR', toCity: 'Bangalore' })] },
    });
    const remove = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValueOnce({ data: { success: true } })
      .mockRejectedValueOnce(fail(404, 'Price alert not found'));
    const user = renderPage({ signedIn: true });

    await user.click(
      await screen.findByRole('button', { name: 'Remove price alert Delhi to Mumbai on Thu 3 Dec 2026' }),
    );
    expect(await screen.findByText('Price alert for Delhi to Mumbai removed')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Delhi (DEL) to Mumbai (BOM)' })).not.toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(`/price-alerts/11111111-1111-4111-8111-111111111111`);

    await user.click(screen.getByRole('button', { name: 'Remove price alert Delhi to Bangalore on Thu 3 Dec 2026' }));
    expect(await screen.findByText('Price alert not found')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Remove price alert Delhi to Bangalore/ })).toBeEnabled(),
    );
  });
});
