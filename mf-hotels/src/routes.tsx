import { lazy } from 'react';
import { definePages, RemotePages } from '@travel/shared-ui/components';
import type { PagePath } from './paths';

// Each page is its own chunk, fetched when its path is first visited. Chunks are named page-<path>: the build
// publishes which files draw which path, and the shell's server preloads them (publishPagesPlugin.ts).
const HotelHomePage = lazy(() => import(/* webpackChunkName: "page-hotel-home" */ './hotel-home/HotelHomePage'));
const HotelResultsPage = lazy(
  () => import(/* webpackChunkName: "page-hotel-details" */ './hotel-results/HotelResultsPage'),
);
const HotelPage = lazy(() => import(/* webpackChunkName: "page-hotel" */ './hotel-page/HotelPage'));
const HotelCheckoutPage = lazy(
  () => import(/* webpackChunkName: "page-hotel-checkout" */ './hotel-checkout/HotelCheckoutPage'),
);
const HotelConfirmationPage = lazy(
  () => import(/* webpackChunkName: "page-hotel-checkout-confirmation" */ './hotel-checkout/HotelConfirmationPage'),
);
const HotelBookingSearchForm = lazy(
  () => import(/* webpackChunkName: "page-hotel-booking" */ './hotel-booking-search/HotelBookingSearchForm'),
);
const CancellationWizard = lazy(
  () => import(/* webpackChunkName: "page-hotel-booking-cancellation" */ './hotel-cancellation/CancellationWizard'),
);

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
