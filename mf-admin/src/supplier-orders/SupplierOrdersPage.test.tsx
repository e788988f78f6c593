import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { refusedCall } from '@travel/shared-ui/test/failedCall';
import { formatDateTime } from '../common/format';
import { CUSTOMER, renderAdminPage } from '../test/renderAdminPage';
import type { StuckSupplierOrder } from './api/getStuckSupplierOrders';
import SupplierOrdersPage from './SupplierOrdersPage';

const PAID_AT = '2026-11-29T08:15:00.000Z';
const STOPPED: StuckSupplierOrder = {
  reference: 'K7QX2MBC9D',
  orderKind: 'flight',
  supplier: 'tripjack',
  label: 'TripJack',
  offerId: 'tj-1',
  amountMinor: 512_350,
  currency: 'INR',
  paidAt: PAID_AT,
  minutesWaiting: 185,
  attempts: 6,
  lastError: 'TripJack did not answer in time.',
  state: 'stopped',
  action: 'Look it up at TripJack by our reference K7QX2MBC9D; refund it if it is not there. Never place it again.',
};
const WAITING: StuckSupplierOrder = {
  ...STOPPED,
  reference: 'P4RT8WXY2Z',
  supplier: 'duffel',
  label: 'Duffel',
  amountMinor: 498_000,
  minutesWaiting: 0,
  attempts: 0,
  lastError: null,
  state: 'waiting',
  action: 'Waiting for its first try (within a minute of the payment): no action needed.',
};

function mockOrders(orders: StuckSupplierOrder[]) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/admin/supplier-orders') return { data: { success: true, orders } };
    throw new Error(`unexpected ${url}`);
  });
}
const renderPage = (user?: typeof CUSTOMER) =>
  renderAdminPage('/admin-supplier-orders', <SupplierOrdersPage />, user === undefined ? undefined : user);
const cellsOf = (reference: string) =>
  within(screen.getByRole('rowheader', { name: reference }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => jest.restoreAllMocks());

describe('SupplierOrdersPage', () => {
  it('is for admins only', () => {
    const get = mockOrders([STOPPED]);
    renderPage(CUSTOMER);
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('lists each order: our reference, supplier, amount, since when, state and what to do', async () => {
    mockOrders([STOPPED, WAITING]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Stuck supplier orders' })).toBeInTheDocument();
    expect(screen.getByText('Loading orders…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /not yet confirmed by their supplier/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Our reference', 'Supplier', 'Amount', 'Paid', 'State', 'What to do']);
    expect(cellsOf('K7QX2MBC9D')).toEqual([
      'TripJack',
      '₹5,123.50',
      `${formatDateTime(PAID_AT)}3 h 5 min waiting`,
      'Stopped',
      `${STOPPED.action}Last error: TripJack did not answer in time.`,
    ]);
    expect(cellsOf('P4RT8WXY2Z')).toEqual([
      'Duffel',
      '₹4,980',
      `${formatDateTime(PAID_AT)}0 min waiting`,
      'Waiting',
      WAITING.action,
    ]);
  });

  it('says when no order is waiting', async () => {
    mockOrders([]);
    renderPage();
    expect(await screen.findByText('No order is waiting for a supplier.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded, and loads it again on Retry', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(refusedCall(500, 'boom'))
      .mockResolvedValue({ data: { success: true, orders: [WAITING] } });
    renderPage();
    expect(await screen.findByText('Could not load the orders waiting for a supplier.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByRole('rowheader', { name: 'P4RT8WXY2Z' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
