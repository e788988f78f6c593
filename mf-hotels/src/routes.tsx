import { lazy } from 'react';
import { RemotePages, type PageRoute } from '@travel/shared-ui';

// Each page is its own chunk, fetched when its path is first visited.
const HotelHomePage = lazy(() => import('./hotel-home/HotelHomePage'));
const HotelResultsPage = lazy(() => import('./hotel-results/HotelResultsPage'));
const HotelBookingPage = lazy(() => import('./hotel-booking/HotelBookingPage'));
const CancellationWizard = lazy(() => import('./hotel-cancellation/CancellationWizard'));

/** The pages this remote draws, at the paths the shell hands it. */
export const pages: PageRoute[] = [
  { path: '/hotel-home', element: <HotelHomePage /> },
  { path: '/hotel-details', element: <HotelResultsPage /> },
  { path: '/hotel-booking', element: <HotelBookingPage /> },
  { path: '/hotel-booking-cancellation', element: <CancellationWizard /> },
];

export default function HotelsRoutes() {
  return <RemotePages name="mf_hotels" build={__BUILD_ID__} pages={pages} />;
}
