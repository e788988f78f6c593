/**
 * The paths this remote draws. Its build publishes them as routes.json beside its manifest, and the shell routes
 * them here at run time (docs/architecture.md, "From a URL to its code"): adding a page needs no shell build.
 */
export const PAGE_PATHS = [
  '/hotel-home',
  '/hotel-details',
  '/hotel',
  '/hotel-checkout',
  '/hotel-checkout/confirmation',
  '/hotel-booking',
  '/hotel-booking-cancellation',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/**
 * Pages drawn at build time (prerenderPages.ts), so their first paint is in the page the shell's server sends,
 * before any script runs. The results page is drawn as every search first shows it, before the answer: its heading,
 * sort tabs and the space of its search bar and filters, nothing of the link's (`useDrawnInBrowser`, shared-ui). The
 * hotel page is drawn as its loading frame, whose gallery's first photo the shell's server writes from the link's
 * hotel id (`withQueryImages` in pageAssembly.ts, from the image slot the page declares), its largest paint.
 */
export const FIRST_PAINT_PATHS: readonly PagePath[] = ['/hotel-details', '/hotel'];
