import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accountsModule } from './accounts/accounts.module';
import { adminModule } from './admin/admin.module';
import { auditModule } from './audit/audit.module';
import { bookingsModule } from './bookings/bookings.module';
import { complaintsModule } from './complaints/complaints.module';
import { contentModule } from './content/content.module';
import { couponsModule } from './coupons/coupons.module';
import { currencyModule } from './currency/currency.module';
import { dateChangeModule } from './date-change/date-change.module';
import { dealsModule } from './deals/deals.module';
import { disruptionsModule } from './disruptions/disruptions.module';
import { documentsModule } from './documents/documents.module';
import { flightCheckoutModule } from './flight-checkout/flight-checkout.module';
import { travellersModule } from './travellers/travellers.module';
import { flightsModule } from './flights/flights.module';
import { hotelCheckoutModule } from './hotel-checkout/hotel-checkout.module';
import { healthModule } from './health/health.module';
import { hotelsModule } from './hotels/hotels.module';
import { paymentsModule } from './payments/payments.module';
import { priceAlertsModule } from './price-alerts/price-alerts.module';
import { refundsModule } from './refunds/refunds.module';
import { staffModule } from './staff/staff.module';
import { suppliersModule } from './suppliers/suppliers.module';
import { translationModule } from './translation/translation.module';
import { tripsModule } from './trips/trips.module';

/**
 * Every domain module, in the order they are registered: each one after the modules it declares it depends on
 * (fastify-plugin refuses otherwise). A module decorates its service (`app.flights`, `app.refunds` …) and
 * registers its routes under /api; it reaches another module only through that module's service.
 */
export const domainModules = fp(
  async (app: FastifyInstance) => {
    await app.register(healthModule);
    await app.register(accountsModule);
    await app.register(auditModule); // needs accounts; every module with staff routes needs it
    await app.register(staffModule); // needs accounts, audit
    await app.register(contentModule);
    await app.register(currencyModule);
    await app.register(translationModule);
    await app.register(hotelsModule);
    await app.register(bookingsModule);
    await app.register(flightsModule);
    await app.register(suppliersModule); // needs flights, accounts, hotels
    await app.register(documentsModule);
    await app.register(couponsModule); // needs accounts
    await app.register(paymentsModule);
    await app.register(refundsModule); // needs accounts
    await app.register(priceAlertsModule); // needs accounts, flights
    await app.register(dealsModule); // needs flights, hotels, content
    await app.register(travellersModule); // needs accounts
    await app.register(flightCheckoutModule); // needs flights, coupons, payments, accounts, jobs, documents, travellers, refunds, suppliers
    await app.register(hotelCheckoutModule); // needs hotels, coupons, payments, accounts, jobs, documents, refunds
    await app.register(tripsModule); // needs flight-checkout, hotel-checkout, bookings, payments, refunds, documents
    await app.register(dateChangeModule); // needs trips, flight-checkout, flights, payments, refunds, jobs
    await app.register(adminModule); // needs accounts, refunds, trips
    await app.register(complaintsModule); // needs accounts, trips, bookings, flight-checkout, refunds, date-change
    await app.register(disruptionsModule); // needs trips, flight-checkout, suppliers, jobs
  },
  { name: 'domain-modules' },
);
