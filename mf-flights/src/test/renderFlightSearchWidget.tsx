import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { storeWithVisitor } from '@travel/shared-ui/test/storeWithVisitor';
import { FlightSearchWidget } from '../flight-search/FlightSearchWidget';

function ResultsProbe() {
  return <p data-testid="results">{useLocation().search}</p>;
}

/** The search card at /flight-home with toasts; a search lands on a probe at /flight-details (`searchedFor()`). */
export function renderFlightSearchWidget({ signedIn }: { signedIn: boolean }) {
  render(
    <Provider store={storeWithVisitor({ signedIn })}>
      <MemoryRouter initialEntries={['/flight-home']}>
        <Routes>
          <Route path="/flight-home" element={<FlightSearchWidget />} />
          <Route path="/flight-details" element={<ResultsProbe />} />
        </Routes>
        <ToastContainer />
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

/** The results page's query once the search has opened it. */
export const searchedFor = () => screen.findByTestId('results');
