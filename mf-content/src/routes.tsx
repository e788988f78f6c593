import { lazy, type ReactNode } from 'react';
import { definePages, RemotePages } from '@travel/shared-ui/components';
import { STATIC_PAGE_NAMES, type PagePath, type StaticPagePath } from './paths';

// Each page is its own chunk: a visitor downloads only the page they open. Chunks are named page-<path>: the
// build publishes which files draw which path, and the shell's server preloads them (publishPagesPlugin.ts).
const AboutUsPage = lazy(() => import(/* webpackChunkName: "page-about-us" */ './about-us/AboutUsPage'));
const CareerPage = lazy(() => import(/* webpackChunkName: "page-career" */ './career/CareerPage'));
const BlogPage = lazy(() => import(/* webpackChunkName: "page-blog" */ './blog/BlogPage'));
const InfoPage = lazy(() => import(/* webpackChunkName: "page-info" */ './info/InfoPage'));
const OfferPage = lazy(() => import(/* webpackChunkName: "page-offer" */ './offer/OfferPage'));
const BecomePartnerPage = lazy(
  () => import(/* webpackChunkName: "page-become-partner" */ './become-partner/BecomePartnerPage'),
);
const RefundPolicyPage = lazy(
  () => import(/* webpackChunkName: "page-refund-policy" */ './refund-policy/RefundPolicyPage'),
);
const RefundCalculatorPage = lazy(
  () => import(/* webpackChunkName: "page-refund-calculator" */ './refund-calculator/RefundCalculatorPage'),
);
const NewsletterPage = lazy(() => import(/* webpackChunkName: "page-newsletter" */ './newsletter/NewsletterPage'));
const PriceAlertsPage = lazy(
  () => import(/* webpackChunkName: "page-price-alerts" */ './price-alerts/PriceAlertsPage'),
);
const UnsubscribePage = lazy(
  () => import(/* webpackChunkName: "page-newsletter-unsubscribe" */ './unsubscribe/UnsubscribePage'),
);
const DealsPage = lazy(() => import(/* webpackChunkName: "page-flight-deals" */ './deals/DealsPage'));
const GrievanceOfficerPage = lazy(
  () => import(/* webpackChunkName: "page-grievance-officer" */ './grievance-officer/GrievanceOfficerPage'),
);
const StaticPage = lazy(() => import('./static-pages/StaticPage'));

/** The plain content pages, drawn from static-pages/pages.ts by their name. */
const staticPages = Object.fromEntries(
  STATIC_PAGE_NAMES.map((name) => [`/${name}`, <StaticPage name={name} />]),
) as Record<StaticPagePath, ReactNode>;

/** The pages this remote draws, at the paths the shell hands it. */
export const pages = definePages<PagePath>({
  '/about-us': <AboutUsPage />,
  '/career': <CareerPage />,
  '/blog': <BlogPage />,
  '/info': <InfoPage />,
  '/offer': <OfferPage />,
  '/become-partner': <BecomePartnerPage />,
  '/refund-policy': <RefundPolicyPage />,
  '/refund-calculator': <RefundCalculatorPage />,
  '/newsletter': <NewsletterPage />,
  '/newsletter/unsubscribe': <UnsubscribePage kind="newsletter" />,
  '/price-alerts': <PriceAlertsPage />,
  '/price-alerts/unsubscribe': <UnsubscribePage kind="price-alert" />,
  '/price-alerts/confirm': <UnsubscribePage kind="price-alert-confirm" />,
  '/flight-deals': <DealsPage kind="flight" />,
  '/hotel-deals': <DealsPage kind="hotel" />,
  '/grievance-officer': <GrievanceOfficerPage />,
  ...staticPages,
});

export default function ContentRoutes() {
  return <RemotePages name="mf_content" build={__BUILD_ID__} pages={pages} />;
}
