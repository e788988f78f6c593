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
 * The pages every visitor sees the same, with nothing to fetch first: drawn at build time (prerenderPages.ts) so their
 * first paint is in the page the shell's server sends, before any script runs. What depends on the day or the
 * visitor is drawn only in the browser (`useDrawnInBrowser`, shared-ui). The results page and the checkout's first step are
 * drawn as the frame every visitor first sees, before the answer: nothing of the link's (but the date the shell's
 * server writes into the results' `data-query` slot) nor of the tab's chosen flight.
 */
export const FIRST_PAINT_PATHS: readonly PagePath[] = ['/flight-home', '/flight-details', '/flight-checkout'];
