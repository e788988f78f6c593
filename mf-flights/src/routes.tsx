import { lazy } from 'react';
import { RemotePages, type PageRoute } from '@travel/shared-ui';

const FlightHomePage = lazy(() => import('./flight-home/FlightHomePage'));
const FlightResultsPage = lazy(() => import('./flight-results/FlightResultsPage'));
const FareSelectionPage = lazy(() => import('./fare-selection/FareSelectionPage'));

/** The pages this remote draws, at the paths the shell hands it. */
export const pages: PageRoute[] = [
  { path: '/flight-home', element: <FlightHomePage /> },
  { path: '/flight-details', element: <FlightResultsPage /> },
  { path: '/single-flight-search', element: <FareSelectionPage /> },
];

export default function FlightsRoutes() {
  return <RemotePages name="mf_flights" build={__BUILD_ID__} pages={pages} />;
}
