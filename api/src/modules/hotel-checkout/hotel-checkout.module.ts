import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HOTEL_SEARCH_CACHE } from '../hotels/hotels.service';
import { hotelCheckoutDocuments } from './hotel-checkout.documents';
import { registerHotelOrdersPersonalData } from './hotel-checkout.personal-data';
import { hotelCheckoutRoutes } from './hotel-checkout.routes';
import { hotelCheckoutService, type HotelCheckoutService } from './hotel-checkout.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hotel checkout: re-price, orders holding rooms, their payment or card guarantee, expiry. */
    hotelCheckout: HotelCheckoutService;
  }
}

/**
 * The hotel checkout module: `app.hotelCheckout` and /api/hotel-checkout. Rooms and rates come from app.hotels,
 * discounts from app.coupons, payment from app.payments, the voucher, invoice and email from app.documents; an
 * unconfirmed hold is expired by a job (app.jobs).
 */
export const hotelCheckoutModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'hotelCheckout',
      hotelCheckoutService({
        db: app.db,
        hotels: app.hotels,
        bookings: app.bookings,
        coupons: app.coupons,
        payments: app.payments,
        jobs: app.jobs,
        refunds: app.refunds,
        log: app.log,
        holdMinutes: app.config.hotelCheckout.holdMinutes,
        holdBeforePaymentMinutes: app.config.hotelCheckout.holdBeforePaymentMinutes,
        heldRoomsPer: {
          address: app.config.hotelCheckout.heldRoomsPerAddress,
          device: app.config.hotelCheckout.heldRoomsPerDevice,
        },
        onAvailabilityChanged: () =>
          void app.readCache
            .invalidate(HOTEL_SEARCH_CACHE)
            .catch((error: unknown) => app.log.error({ err: error }, 'hotel search cache not invalidated')),
        ...hotelCheckoutDocuments(app.documents, app.db),
      }),
    );
    registerHotelOrdersPersonalData(app);
    await app.register(hotelCheckoutRoutes, { prefix: '/api' });
  },
  {
    name: 'hotel-checkout',
    dependencies: ['hotels', 'bookings', 'coupons', 'payments', 'accounts', 'jobs', 'documents', 'refunds'],
    decorators: { fastify: ['config', 'db', 'readCache'] },
  },
);
