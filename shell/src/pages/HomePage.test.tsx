import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../test/renderWithPortal';
import { loadRemoteModule } from '../federation/registerRemotes';
import { HomePage } from './HomePage';

jest.mock('../federation/registerRemotes', () => ({ loadRemoteModule: jest.fn() }));
const loadRemote = loadRemoteModule as jest.Mock;

describe('HomePage', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the flight search widget first and the hotel widget on the Hotels tab', async () => {
    loadRemote.mockImplementation(async (id: string) => ({
      default: () => <p>{id === 'mf_flights/FlightSearchWidget' ? 'flight form' : 'hotel form'}</p>,
    }));
    renderWithPortal(<HomePage />);
    expect(await screen.findByText('flight form')).toBeInTheDocument();
    // Drawn in the browser, the tabs take taps (only the served first paint's are inert).
    expect(screen.getByRole('tablist')).not.toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('tab', { name: 'Hotels' }));
    expect(await screen.findByText('hotel form')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    expect(loadRemote).toHaveBeenCalledWith('mf_hotels/HotelSearchWidget');
  });

  it('keeps the deals and entry points when a remote is down, and retries it', async () => {
    loadRemote.mockRejectedValueOnce(new Error('remote down'));
    renderWithPortal(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dubai' })).toBeInTheDocument();
    expect(screen.getByText('₹12,999')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Info Center/ })).toHaveAttribute('href', '/info');
    expect(screen.getByRole('link', { name: /Refunds/ })).toHaveAttribute('href', '/refund-calculator');
    expect(screen.getByRole('link', { name: /Offers/ })).toHaveAttribute('href', '/offer');

    loadRemote.mockResolvedValueOnce({ default: () => <p>flight form</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('flight form')).toBeInTheDocument();
  });
});
