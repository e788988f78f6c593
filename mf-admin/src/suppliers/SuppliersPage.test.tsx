import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { refusedCall, unreachableCall } from '@travel/shared-ui/test/failedCall';
import { formatDateTime } from '../common/format';
import { CUSTOMER, renderAdminPage } from '../test/renderAdminPage';
import type { SupplierHealth } from './api/getSupplierHealth';
import SuppliersPage, { AUTO_REFRESH_MS } from './SuppliersPage';

const DUFFEL: SupplierHealth = {
  supplier: 'duffel',
  label: 'Duffel',
  kind: 'flights',
  sandbox: true,
  circuit: 'closed',
  calls: 1234,
  failures: 2,
  timeouts: 1,
  skipped: 0,
  p50Ms: 180,
  p95Ms: 1450,
  lastFailure: null,
};

const FAILED_AT = '2026-11-29T08:15:00.000Z';
const TRIPJACK: SupplierHealth = {
  supplier: 'tripjack',
  label: 'TripJack',
  kind: 'flights',
  sandbox: false,
  circuit: 'open',
  calls: 40,
  failures: 5,
  timeouts: 3,
  skipped: 7,
  p50Ms: 2300,
  p95Ms: 4000,
  lastFailure: { at: FAILED_AT, message: 'TripJack did not answer in time.' },
};

const HOTELBEDS_FAILED_AT = '2026-11-29T09:40:00.000Z';
const HOTELBEDS: SupplierHealth = {
  supplier: 'hotelbeds',
  label: 'Hotelbeds',
  kind: 'hotels',
  sandbox: true,
  circuit: 'closed',
  calls: 310,
  failures: 1,
  timeouts: 0,
  skipped: 0,
  p50Ms: 240,
  p95Ms: 900,
  lastFailure: { at: HOTELBEDS_FAILED_AT, message: 'Hotelbeds answered 500.' },
};

/** GET /api/admin/suppliers answering `suppliers` (each call may be given its own by mockImplementationOnce). */
function mockSuppliers(suppliers: SupplierHealth[] = [DUFFEL, TRIPJACK, HOTELBEDS]) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/admin/suppliers') return { data: { success: true, suppliers } };
    throw new Error(`unexpected ${url}`);
  });
}

const reply = (suppliers: SupplierHealth[]) => ({ data: { success: true, suppliers } });
const renderPage = (user?: typeof CUSTOMER | null) =>
  renderAdminPage('/admin-suppliers', <SuppliersPage />, user === undefined ? undefined : user);
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const supplierCalls = (get: jest.SpyInstance) => get.mock.calls.filter(([url]) => url === '/admin/suppliers').length;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('SuppliersPage', () => {
  it('is for admins only', () => {
    const get = mockSuppliers();
    renderPage(CUSTOMER);
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('sends a visitor who is not logged in to the login page, and back here afterwards', () => {
    mockSuppliers();
    renderPage(null);
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fadmin-suppliers');
  });

  it('shows one row per supplier: live or sandbox, its status, calls, failures, latency and last failure', async () => {
    mockSuppliers();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Flight suppliers/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Supplier',
      'Mode',
      'Status',
      'Calls',
      'Failures',
      'Time-outs',
      'Skipped',
      'p50',
      'p95',
      'Last failure',
    ]);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Duffel', 'TripJack']);
    expect(cellsOf('Duffel')).toEqual(['Sandbox', 'Healthy', '1,234', '2', '1', '0', '180 ms', '1,450 ms', 'None']);
    expect(cellsOf('TripJack')).toEqual([
      'Live',
      'Skipped for now',
      '40',
      '5',
      '3',
      '7',
      '2,300 ms',
      '4,000 ms',
      `${formatDateTime(FAILED_AT)}TripJack did not answer in time.`,
    ]);
    expect(within(rowOf('TripJack')).getByText(formatDateTime(FAILED_AT))).toHaveAttribute('datetime', FAILED_AT);
  });

  it('lists the airlines and the hotels under their own headings, each in the same table', async () => {
    mockSuppliers();
    renderPage();
    const airlines = await screen.findByRole('region', { name: 'Airlines' });
    const hotels = screen.getByRole('region', { name: 'Hotels' });
    expect(within(airlines).getByRole('heading', { level: 2, name: 'Airlines' })).toBeInTheDocument();
    expect(within(hotels).getByRole('heading', { level: 2, name: 'Hotels' })).toBeInTheDocument();
    expect(
      within(airlines)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Duffel', 'TripJack']);

    const table = within(hotels).getByRole('table', { name: /^Hotel suppliers/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(
      within(airlines)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    );
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Hotelbeds']);
    expect(cellsOf('Hotelbeds')).toEqual([
      'Sandbox',
      'Healthy',
      '310',
      '1',
      '0',
      '0',
      '240 ms',
      '900 ms',
      `${formatDateTime(HOTELBEDS_FAILED_AT)}Hotelbeds answered 500.`,
    ]);
    expect(screen.getByRole('group', { name: 'Hotel suppliers table' })).toContainElement(table);
  });

  it("says 'Trying again' for a half-open circuit, and shows '—' for a latency not measured yet", async () => {
    mockSuppliers([
      { ...DUFFEL, calls: 0, failures: 0, timeouts: 0, p50Ms: null, p95Ms: null },
      { ...TRIPJACK, circuit: 'half-open' },
    ]);
    renderPage();
    await screen.findByRole('table', { name: /Flight suppliers/ });
    expect(within(rowOf('TripJack')).getByText('Trying again')).toBeInTheDocument();
    const duffel = within(rowOf('Duffel'));
    expect(duffel.getAllByText('—')).toHaveLength(2);
    // A screen reader hears "none" instead of the dash.
    expect(duffel.getAllByText('—')[0]).toHaveAttribute('aria-hidden', 'true');
    expect(duffel.getAllByText('none')).toHaveLength(2);
  });

  it('shows the loading state until the figures arrive, without the table', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    mockSuppliers().mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByText('Loading suppliers…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    answer(reply([DUFFEL]));
    expect(await screen.findByRole('rowheader', { name: 'Duffel' })).toBeInTheDocument();
    expect(screen.queryByText('Loading suppliers…')).not.toBeInTheDocument();
  });

  it('says when the figures cannot be loaded, and Try again loads them', async () => {
    mockSuppliers().mockRejectedValueOnce(refusedCall(503, 'Service unavailable'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the suppliers.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'TripJack' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the session has ended or the API cannot be reached', async () => {
    mockSuppliers()
      .mockRejectedValueOnce(refusedCall(401, 'Authentication required'))
      .mockRejectedValueOnce(unreachableCall());
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Log in again to see the suppliers.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not load the suppliers.'));
  });

  it('says when no supplier is set up', async () => {
    mockSuppliers([]);
    renderPage();
    expect(await screen.findByText('No flight suppliers are set up.')).toBeInTheDocument();
    expect(screen.getByText('No hotel suppliers are set up.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so in the Hotels section alone when only airlines are set up', async () => {
    mockSuppliers([DUFFEL, TRIPJACK]);
    renderPage();
    const hotels = await screen.findByRole('region', { name: 'Hotels' });
    expect(within(hotels).getByText('No hotel suppliers are set up.')).toBeInTheDocument();
    expect(within(hotels).queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Airlines' })).getByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('No flight suppliers are set up.')).not.toBeInTheDocument();
  });

  it('Refresh asks again from the keyboard, keeping the figures on screen until the new ones arrive', async () => {
    const get = mockSuppliers();
    renderPage();
    await screen.findByRole('table', { name: /Flight suppliers/ });
    let answer: (value: { data: unknown }) => void = () => undefined;
    get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    screen.getByRole('button', { name: 'Refresh' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(supplierCalls(get)).toBe(2);
    expect(screen.getByText('Refreshing…')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'TripJack' })).toBeInTheDocument();
    answer(reply([{ ...TRIPJACK, circuit: 'closed', calls: 41 }]));
    await waitFor(() => expect(within(rowOf('TripJack')).getByText('Healthy')).toBeInTheDocument());
    expect(cellsOf('TripJack')[2]).toBe('41');
    expect(screen.queryByRole('rowheader', { name: 'Duffel' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Updated /)).toBeInTheDocument();
  });

  it('asks again every 15 s while the page is visible, not while it is hidden, and at once when shown again', async () => {
    jest.useFakeTimers();
    const get = mockSuppliers();
    renderPage();
    await screen.findByRole('table', { name: /Flight suppliers/ });
    expect(supplierCalls(get)).toBe(1);
    await act(async () => void jest.advanceTimersByTime(AUTO_REFRESH_MS));
    expect(supplierCalls(get)).toBe(2);

    setVisibility('hidden');
    await act(async () => void jest.advanceTimersByTime(AUTO_REFRESH_MS * 3));
    expect(supplierCalls(get)).toBe(2);

    setVisibility('visible');
    expect(supplierCalls(get)).toBe(3);
    await act(async () => void jest.advanceTimersByTime(AUTO_REFRESH_MS));
    expect(supplierCalls(get)).toBe(4);
    expect(screen.getByRole('rowheader', { name: 'Duffel' })).toBeInTheDocument();
  });

  it('draws no <main> of its own inside the shell’s', async () => {
    mockSuppliers();
    renderPage();
    await screen.findByRole('table', { name: /Flight suppliers/ });
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
