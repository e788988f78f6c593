import { lazy } from 'react';
import { definePages, RemotePages } from '@travel/shared-ui/components';
import type { PagePath } from './paths';

// Each page is its own chunk, fetched when its path is first visited.
const HotelHomePage = lazy(() => import('./hotel-home/HotelHomePage'));
const HotelResultsPage = lazy(() => import('./hotel-results/HotelResultsPage'));
const HotelPage = lazy(() => import('./hotel-page/HotelPage'));
const HotelCheckoutPage = lazy(() => import('./hotel-checkout/HotelCheckoutPage'));
const HotelConfirmationPage = lazy(() => import('./hotel-checkout/HotelConfirmationPage'));
const HotelBookingSearchForm = lazy(() => import('./hotel-booking-search/HotelBookingSearchForm'));
const CancellationWizard = lazy(() => import('./hotel-cancellation/CancellationWizard'));

/** The pages this remote draws, at the paths the shell hands it. */
export const pages = definePages<PagePath>({
  '/hotel-home': <HotelHomePage />,
  '/hotel-details': <HotelResultsPage />,
  '/hotel': <HotelPage />,
  '/hotel-checkout': <HotelCheckoutPage />,
  '/hotel-checkout/confirmation': <HotelConfirmationPage />,
  '/hotel-booking': <HotelBookingSearchForm />,
  '/hotel-booking-cancellation': <CancellationWizard />,
});

export default function HotelsRoutes() {
  return <RemotePages name="mf_hotels" build={__BUILD_ID__} pages={pages} />;
}
