import { lazy } from 'react';
import { definePages, RemotePages } from '@travel/shared-ui';
import type { PagePath } from './paths';

// Each page is its own chunk, fetched when its path is first visited.
const HotelHomePage = lazy(() => import('./hotel-home/HotelHomePage'));
const HotelResultsPage = lazy(() => import('./hotel-results/HotelResultsPage'));
const HotelBookingPage = lazy(() => import('./hotel-booking/HotelBookingPage'));
const CancellationWizard = lazy(() => import('./hotel-cancellation/CancellationWizard'));

/** The pages this remote draws, at the paths the shell hands it. */
export const pages = definePages<PagePath>({
  '/hotel-home': <HotelHomePage />,
  '/hotel-details': <HotelResultsPage />,
  '/hotel-booking': <HotelBookingPage />,
  '/hotel-booking-cancellation': <CancellationWizard />,
});

export default function HotelsRoutes() {
  return <RemotePages name="mf_hotels" build={__BUILD_ID__} pages={pages} />;
}
