/**
 * The paths this remote draws. Its build publishes them as routes.json beside its manifest, and the shell routes
 * them here at run time (docs/architecture.md, "From a URL to its code"): adding a page needs no shell build.
 */
export const PAGE_PATHS = [
  '/flight-home',
  '/flight-details',
  '/single-flight-search',
  '/flight-checkout',
  '/flight-checkout/seats',
  '/flight-checkout/add-ons',
  '/flight-checkout/review',
  '/flight-checkout/confirmation',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/**
 * The paths drawn without a page chunk of their own: the checkout's later steps are the first step's page
 * (`page-flight-checkout-with-flight`), which the visitor has already loaded. The build fails on any other path
 * without a `page-<path>` chunk (publishPagesPlugin.ts).
 */
export const PATHS_WITHOUT_PAGE_CHUNK: readonly PagePath[] = [
  '/flight-checkout/seats',
  '/flight-checkout/add-ons',
  '/flight-checkout/review',
];

/** The link's value that makes /flight-details the results page: the search's date. */
export const RESULTS_DATE_KEY = 'date';
/** The link's value naming the chosen flight on the checkout's first step (`checkoutPath`). */
export const CHECKOUT_FLIGHT_KEY = 'flight';

/**
 * Pages drawn at one of the paths only when the link carries a value (`path?key`: the link's `key` is not empty), with
 * chunks of their own (publishPagesPlugin.ts): the shell's server preloads and serves the drawn frame of the one the
 * link asks for. /flight-details draws the results for a link with a date, else only the search card. The checkout's
 * first step is reached by a link naming the chosen flight (`checkoutPath`); without one, the visit is most likely
 * a tab with no flight, which is sent back to the search (the page decides by the tab's draft, not by the link).
 */
export const QUERY_PAGES = [
  `/flight-details?${RESULTS_DATE_KEY}`,
  `/flight-checkout?${CHECKOUT_FLIGHT_KEY}`,
] as const satisfies readonly `${PagePath}?${string}`[];

/**
 * The pages every visitor sees the same, with nothing to fetch first: drawn at build time (prerenderPages.ts) so their
 * first paint is in the page the shell's server sends, before any script runs. What depends on the day or the
 * visitor is drawn only in the browser (`useDrawnInBrowser`, shared-ui). The results page and the checkout's first step are
 * drawn as the frame every visitor first sees, before the answer: nothing of the link's (but the date the shell's
 * server writes into the results' `data-query` slot) nor of the tab's chosen flight; /flight-details without a date
 * is its search card.
 */
export const FIRST_PAINT_PATHS: readonly (PagePath | (typeof QUERY_PAGES)[number])[] = [
  '/flight-home',
  '/flight-details',
  '/flight-details?date',
  '/flight-checkout?flight',
];
