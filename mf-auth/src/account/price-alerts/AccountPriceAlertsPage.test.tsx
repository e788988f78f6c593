import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@travel/shared-ui/api';
import type { PriceAlert } from '@travel/contracts/flights';
import { fail, renderAccountPage } from '../test/renderAccountPage';
import AccountPriceAlertsPage from './AccountPriceAlertsPage';

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

const answer = (alerts: PriceAlert[]) => async () => ({ data: { success: true, alerts } });
const renderPage = (get: Record<string, () => Promise<unknown>>, signedIn = true) =>
  renderAccountPage('/account/price-alerts', <AccountPriceAlertsPage />, { get, signedIn });

describe('AccountPriceAlertsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logged out: goes to the login and back, without asking the API', () => {
    const { getSpy } = renderPage({}, false);
    expect(screen.getByTestId('path')).toHaveTextContent('/login?next=%2Faccount%2Fprice-alerts');
    expect(getSpy).not.toHaveBeenCalled();
  });

  it('shows each alert with the price when set and now, in the account menu', async () => {
    renderPage({
      '/price-alerts': answer([
        alert({}),
        alert({ id: 'b', from: 'BOM', to: 'DXB', fromCity: 'Mumbai', toCity: 'Dubai', currentPriceMinor: null }),
      ]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Price alerts' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Your account' })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'Delhi (DEL) to Mumbai (BOM)' })).closest('tr')!;
    expect(within(row).getByText('Thu 3 Dec 2026')).toBeInTheDocument();
    expect(within(row).getByText('₹5,129')).toBeInTheDocument();
    expect(within(row).getByText('₹4,989')).toBeInTheDocument();
    expect(within(row).getByText('(lower)')).toBeInTheDocument();
    const gone = screen.getByRole('rowheader', { name: 'Mumbai (BOM) to Dubai (DXB)' }).closest('tr')!;
    expect(within(gone).getByText('No flights left')).toBeInTheDocument();
  });

  it('with no alerts: says so and points to the flight search', async () => {
    renderPage({ '/price-alerts': answer([]) });
    expect(await screen.findByText(/You have no price alerts yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the flight search' })).toHaveAttribute('href', '/flight-home');
  });

  it('shows the failure with Try again, which loads the list again', async () => {
    const answers = [() => Promise.reject(fail(503, 'The service is busy, please try again.')), answer([alert({})])];
    const { user } = renderPage({ '/price-alerts': () => answers.shift()!() });
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy, please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Delhi (DEL) to Mumbai (BOM)' })).toBeInTheDocument();
  });

  it('Remove deletes the alert, drops its row and confirms; a failed removal keeps the row and says why', async () => {
    const remove = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValueOnce({ data: { success: true } })
      .mockRejectedValueOnce(fail(404, 'Price alert not found'));
    const { user } = renderPage({
      '/price-alerts': answer([alert({}), alert({ id: 'b', to: 'BLR', toCity: 'Bangalore' })]),
    });

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
