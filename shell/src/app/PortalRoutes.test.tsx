import { screen } from '@testing-library/react';
import { renderWithPortal } from '../test/renderWithPortal';
import { createRouteTable, UNKNOWN_ROUTES } from '../federation/routeTable';
import { PortalRoutes } from './PortalRoutes';

function MockHomePage() {
  return <h1>Home from its chunk</h1>;
}
jest.mock('../pages/HomePage', () => ({ HomePage: MockHomePage }));

const routeTable = createRouteTable([]);

describe('PortalRoutes at /', () => {
  it('draws home at once when its code is here already, with no spinner before it', () => {
    const HomePage = () => <h1>Home at hand</h1>;
    const { container } = renderWithPortal(<PortalRoutes routeTable={routeTable} homePage={HomePage} />);
    // In the first commit: React replaces home's served first paint with home itself, not with a spinner.
    expect(screen.getByRole('heading', { name: 'Home at hand' })).toBeInTheDocument();
    expect(container.querySelector('.tp-spinner')).toBeNull();
  });

  it('fetches home’s chunk for a visitor who came from another page, with the spinner meanwhile', async () => {
    const { container } = renderWithPortal(<PortalRoutes routeTable={routeTable} />);
    expect(container.querySelector('.tp-spinner')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Home from its chunk' })).toBeInTheDocument();
    expect(container.querySelector('.tp-spinner')).toBeNull();
  });
});

describe('PortalRoutes at a path no remote is known to draw', () => {
  const admin = { name: 'mf_admin' as const, entry: 'http://admin.test/remoteEntry.js' };

  it('is the not-found page when every remote’s paths were read', () => {
    renderWithPortal(<PortalRoutes routeTable={createRouteTable([{ ...admin, paths: ['/tripjack'] }])} />, {
      path: '/no-such-page',
    });
    expect(screen.getByRole('heading', { name: 'ERROR' })).toBeInTheDocument();
  });

  it('is "This section is unavailable" with Retry while a remote’s paths could not be read', () => {
    const routes = createRouteTable([{ ...admin, paths: [], pathsUnknown: true }]);
    renderWithPortal(<PortalRoutes routeTable={routes} />, { path: '/tripjack' });
    expect(screen.getByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ERROR' })).not.toBeInTheDocument();
  });

  it('is "This section is unavailable" with Retry when the remotes’ config itself could not be read', () => {
    renderWithPortal(<PortalRoutes routeTable={UNKNOWN_ROUTES} />, { path: '/about-us' });
    expect(screen.getByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
