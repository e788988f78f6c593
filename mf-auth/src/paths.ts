/**
 * The paths this remote draws. Its build publishes them as routes.json beside its manifest, and the shell routes
 * them here at run time (docs/architecture.md, "From a URL to its code"): adding a page needs no shell build.
 */
export const PAGE_PATHS = [
  '/signup',
  '/signup/otp',
  '/login',
  '/forgot-password-otp',
  '/successAuth',
  '/failedAuth',
  '/social-link',
  '/account',
  '/account/security',
  '/account/price-alerts',
  '/account/travellers',
  '/account/privacy',
  '/account/complaints',
  '/account/complaints/new',
  '/account/complaints/ticket',
  '/my-trips',
  '/my-trips/trip',
  '/my-trips/complaint',
  '/my-trips/complaint/ticket',
  '/my-trips/schedule-change',
  '/staff-invite',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];
