/**
 * The paths this remote draws. Its build publishes them as routes.json beside its manifest, and the shell routes
 * them here at run time (docs/architecture.md, "From a URL to its code"): adding a page needs no shell build.
 */
export const PAGE_PATHS = [
  '/admin-approval',
  '/tripjack',
  '/admin-suppliers',
  '/admin-supplier-orders',
  '/admin-complaints',
  '/admin-complaints/ticket',
  '/admin-disruptions',
  '/admin-disruptions/change',
  '/admin-staff',
  '/admin-audit-log',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];
