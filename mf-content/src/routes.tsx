import { lazy } from 'react';
import { RemotePages, type PageRoute } from '@travel/shared-ui';

// Each page is its own chunk: a visitor downloads only the page they open.
const AboutUsPage = lazy(() => import('./about-us/AboutUsPage'));
const CareerPage = lazy(() => import('./career/CareerPage'));
const BlogPage = lazy(() => import('./blog/BlogPage'));
const InfoPage = lazy(() => import('./info/InfoPage'));
const OfferPage = lazy(() => import('./offer/OfferPage'));
const BecomePartnerPage = lazy(() => import('./become-partner/BecomePartnerPage'));
const RefundPolicyPage = lazy(() => import('./refund-policy/RefundPolicyPage'));
const RefundCalculatorPage = lazy(() => import('./refund-calculator/RefundCalculatorPage'));
const NewsletterPage = lazy(() => import('./newsletter/NewsletterPage'));
const PriceAlertsPage = lazy(() => import('./price-alerts/PriceAlertsPage'));
const UnsubscribePage = lazy(() => import('./unsubscribe/UnsubscribePage'));
const DealsPage = lazy(() => import('./static-pages/DealsPage'));
const StaticPage = lazy(() => import('./static-pages/StaticPage'));

/** The plain content pages, drawn from static-pages/pages.ts by their path. */
const STATIC_PATHS = [
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

/** The pages this remote draws, at the paths the shell hands it. */
export const pages: PageRoute[] = [
  { path: '/about-us', element: <AboutUsPage /> },
  { path: '/career', element: <CareerPage /> },
  { path: '/blog', element: <BlogPage /> },
  { path: '/info', element: <InfoPage /> },
  { path: '/offer', element: <OfferPage /> },
  { path: '/become-partner', element: <BecomePartnerPage /> },
  { path: '/refund-policy', element: <RefundPolicyPage /> },
  { path: '/refund-calculator', element: <RefundCalculatorPage /> },
  { path: '/newsletter', element: <NewsletterPage /> },
  { path: '/newsletter/unsubscribe', element: <UnsubscribePage kind="newsletter" /> },
  { path: '/price-alerts', element: <PriceAlertsPage /> },
  { path: '/price-alerts/unsubscribe', element: <UnsubscribePage kind="price-alert" /> },
  { path: '/price-alerts/confirm', element: <UnsubscribePage kind="price-alert-confirm" /> },
  { path: '/flight-deals', element: <DealsPage kind="flight" /> },
  { path: '/hotel-deals', element: <DealsPage kind="hotel" /> },
  ...STATIC_PATHS.map((name) => ({ path: `/${name}`, element: <StaticPage name={name} /> })),
];

export default function ContentRoutes() {
  return <RemotePages name="mf_content" build={__BUILD_ID__} pages={pages} />;
}
