import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes';
import { accountsRoutes } from './accounts/accounts.routes';
import { contentRoutes } from './content/content.routes';
import { bookingsRoutes } from './bookings/bookings.routes';
import { hotelsRoutes } from './hotels/hotels.routes';
import { translationRoutes } from './translation/translation.routes';
import { currencyRoutes } from './currency/currency.routes';
import { refundsRoutes } from './refunds/refunds.routes';
import { adminRoutes } from './admin/admin.routes';
import { flightsRoutes } from './flights/flights.routes';
import { priceAlertsRoutes } from './price-alerts/price-alerts.routes';
import { couponsRoutes } from './coupons/coupons.routes';
import { dealsRoutes } from './deals/deals.routes';
import { paymentsModule } from './payments/payments.module';

/**
 * One plugin per domain, each registered under /api. A domain keeps its routes, service,
 * repository and tests together in its own folder.
 */
export const domainModules: FastifyPluginAsync[] = [
  healthRoutes,
  accountsRoutes,
  bookingsRoutes,
  hotelsRoutes,
  contentRoutes,
  translationRoutes,
  currencyRoutes,
  refundsRoutes,
  adminRoutes,
  flightsRoutes,
  priceAlertsRoutes,
  couponsRoutes,
  dealsRoutes,
  // A fastify-plugin (app.payments is for the order modules too), so it names its own /api prefix.
  paymentsModule,
];
