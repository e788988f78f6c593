import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { pages } from './routes';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {pages
          .filter((page) => page.path !== '/flight-home')
          .map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
        <Route path="/flight-home" element={<h1>Search flights</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('flight checkout routes', () => {
  beforeEach(() => sessionStorage.clear());

  it.each(['/flight-checkout', '/flight-checkout/seats', '/flight-checkout/review'])(
    '%s without a chosen flight in the tab goes back to the search',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Search flights' })).toBeInTheDocument();
    },
  );
});
