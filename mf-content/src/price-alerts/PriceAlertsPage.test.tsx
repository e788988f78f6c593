import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { apiClient } from '@travel/shared-ui/api';
import { storeWithVisitor } from '@travel/shared-ui/test/storeWithVisitor';
import PriceAlertsPage from './PriceAlertsPage';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

function renderPage({ signedIn }: { signedIn: boolean }) {
  render(
    <Provider store={storeWithVisitor({ signedIn })}>
      <MemoryRouter initialEntries={['/price-alerts']}>
        <Routes>
          <Route path="/price-alerts" element={<PriceAlertsPage />} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </Provider>,
  );
}

describe('PriceAlertsPage (/price-alerts)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logged out: explains alerts and invites to log in, then to the list in the account', () => {
    const get = jest.spyOn(apiClient, 'get');
    renderPage({ signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Price alerts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How price alerts work' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'See your price alerts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Faccount%2Fprice-alerts',
    );
    expect(get).not.toHaveBeenCalled();
  });

  it('logged in: the list moved to the account area, and the old link leads there', () => {
    renderPage({ signedIn: true });
    expect(screen.getByTestId('path')).toHaveTextContent('/account/price-alerts');
  });
});
