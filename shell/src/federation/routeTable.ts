import type { RemoteName } from './remotesConfigFromEnv';

/**
 * Which remote draws each path of the site (SPEC section 2). The URL space is the host's to give out;
 * what a remote draws at its paths is the remote's own business.
 */
export const ROUTE_TABLE: Record<RemoteName, readonly string[]> = {
  mf_auth: ['/signup', '/signup/otp', '/login', '/forgot-password-otp', '/successAuth', '/failedAuth', '/social-link'],
  mf_flights: ['/flight-home', '/flight-details', '/single-flight-search'],
  mf_hotels: ['/hotel-home', '/hotel-details', '/hotel-booking', '/hotel-booking-cancellation'],
  mf_content: [
    '/about-us',
    '/career',
    '/blog',
    '/info',
    '/offer',
    '/become-partner',
    '/our-people',
    '/accessibility',
    '/security',
    '/vulnerability-policy',
    '/refund-policy',
    '/refund-calculator',
    '/newsletter',
    '/newsletter/unsubscribe',
    '/destinations',
    '/flight-deals',
    '/hotel-deals',
    '/travel-guides',
    '/travel-insurance',
    '/help',
    '/price-alerts',
    '/price-alerts/unsubscribe',
    '/price-alerts/confirm',
    '/group-travel',
    '/support',
    '/partners',
    '/travel-agents',
    '/corporate-travel',
    '/feedback',
    '/privacy-policy',
    '/terms-of-service',
    '/maintenance',
  ],
  mf_admin: ['/admin-approval', '/tripjack'],
};

const byPath = new Map<string, RemoteName>(
  Object.entries(ROUTE_TABLE).flatMap(([remote, paths]) => paths.map((p) => [p.toLowerCase(), remote as RemoteName])),
);

/** The remote that owns a path, or undefined for a path nobody owns (the not-found page). */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(normalised.toLowerCase());
}
