import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { deferredPart, definePages, RemotePages, useDrawnInBrowser } from '@travel/shared-ui/components';
import { RESULTS_DATE_KEY, type PagePath } from './paths';
import type { CheckoutStep } from './flight-checkout/checkoutSteps';
import { hasCheckoutDraft } from './flight-checkout/draftKey';

// Chunks named page-<path>: the build publishes which files draw which path, and the shell's server preloads
// them (publishPagesPlugin.ts).
const FlightHomePage = lazy(() => import(/* webpackChunkName: "page-flight-home" */ './flight-home/FlightHomePage'));
// /flight-details draws the results only for a link with a date (QUERY_PAGES in paths.ts), else only the search card:
// a visit with no search loads none of the results' code. The card fetches it when the pointer or focus reaches it.
const FlightResultsPage = deferredPart(
  () => import(/* webpackChunkName: "page-flight-details-with-date" */ './flight-results/FlightResultsPage'),
  (page) => page.default,
);
const NoSearchPage = lazy(() => import(/* webpackChunkName: "page-flight-details" */ './flight-results/NoSearchPage'));
const FareSelectionPage = lazy(
  () => import(/* webpackChunkName: "page-single-flight-search" */ './fare-selection/FareSelectionPage'),
);
// The checkout's first step is preloaded for its link naming the chosen flight (QUERY_PAGES in paths.ts). A checkout
// visit without a chosen flight only says so and goes back to search: it skips checkout's chunks.
const FlightCheckoutPage = lazy(
  () => import(/* webpackChunkName: "page-flight-checkout-with-flight" */ './flight-checkout/FlightCheckoutPage'),
);
const NoFlightChosen = lazy(
  () => import(/* webpackChunkName: "page-flight-checkout" */ './flight-checkout/NoFlightChosen'),
);
const ConfirmationPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-flight-checkout-confirmation" */ './flight-checkout/confirmation/ConfirmationPage'
    ),
);

function FlightDetailsPage() {
  const { search } = useLocation();
  return new URLSearchParams(search).get(RESULTS_DATE_KEY) ? (
    <FlightResultsPage />
  ) : (
    <NoSearchPage onSearchNear={FlightResultsPage.prefetch} />
  );
}

function CheckoutStepPage({ step }: { step: CheckoutStep }) {
  // Drawn at build time (FIRST_PAINT_PATHS), the checkout draws the frame any visitor sees first.
  const inBrowser = useDrawnInBrowser();
  return hasCheckoutDraft() || !inBrowser ? <FlightCheckoutPage step={step} /> : <NoFlightChosen />;
}

/** The pages this remote draws, at the paths the shell hands it. */
export const pages = definePages<PagePath>({
  '/flight-home': <FlightHomePage />,
  '/flight-details': <FlightDetailsPage />,
  '/single-flight-search': <FareSelectionPage />,
  '/flight-checkout': <CheckoutStepPage step="travellers" />,
  '/flight-checkout/seats': <CheckoutStepPage step="seats" />,
  '/flight-checkout/add-ons': <CheckoutStepPage step="add-ons" />,
  '/flight-checkout/review': <CheckoutStepPage step="review" />,
  '/flight-checkout/confirmation': <ConfirmationPage />,
});

export default function FlightsRoutes() {
  return <RemotePages name="mf_flights" build={__BUILD_ID__} pages={pages} />;
}
