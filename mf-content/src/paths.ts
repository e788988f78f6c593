/**
 * The paths this remote draws. Its build publishes them as routes.json beside its manifest, and the shell routes
 * them here at run time (docs/architecture.md, "From a URL to its code"): adding a page needs no shell build.
 */

/** The plain content pages, drawn from static-pages/pages.ts by their name. */
export const STATIC_PAGE_NAMES = [
  'our-people',
  'accessibility',
  'security',
  'vulnerability-policy',
  'destinations',
  'travel-guides',
  'travel-insurance',
  'help',
  'group-travel',
  'support',
  'partners',
  'travel-agents',
  'corporate-travel',
  'feedback',
  'privacy-policy',
  'terms-of-service',
  'maintenance',
] as const;

export type StaticPagePath = `/${(typeof STATIC_PAGE_NAMES)[number]}`;

export const PAGE_PATHS = [
  '/about-us',
  '/career',
  '/blog',
  '/info',
  '/offer',
  '/become-partner',
  '/refund-policy',
  '/refund-calculator',
  '/newsletter',
  '/newsletter/unsubscribe',
  '/price-alerts',
  '/price-alerts/unsubscribe',
  '/price-alerts/confirm',
  '/flight-deals',
  '/hotel-deals',
  '/grievance-officer',
  ...STATIC_PAGE_NAMES.map((name): StaticPagePath => `/${name}`),
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/**
 * The paths drawn without a page chunk of their own: the plain content pages (one StaticPage for all), and the
 * pages that share another path's (price alerts' unsubscribe and confirm are /newsletter/unsubscribe's, hotel deals
 * /flight-deals'). The build fails on any other path without a `page-<path>` chunk (publishPagesPlugin.ts).
 */
export const PATHS_WITHOUT_PAGE_CHUNK: readonly PagePath[] = [
  '/price-alerts/unsubscribe',
  '/price-alerts/confirm',
  '/hotel-deals',
  ...STATIC_PAGE_NAMES.map((name): StaticPagePath => `/${name}`),
];

/**
 * The pages every visitor sees the same, with nothing to fetch: drawn at build time (prerenderPages.ts) so their
 * first paint is in the page the shell's server sends, before any script runs.
 */
export const FIRST_PAINT_PATHS: readonly PagePath[] = ['/about-us'];
