import Fastify from 'fastify';
import { createTestApp } from '../test/testApp';
import { priceAlertsModule } from './price-alerts/price-alerts.module';

describe('the domain modules', () => {
  it('each decorates the app with its service', async () => {
    const t = await createTestApp();
    try {
      const services = ['accounts', 'content', 'currency', 'translation', 'hotels', 'bookings', 'flights'];
      services.push(
        'documents',
        'coupons',
        'payments',
        'refunds',
        'admin',
        'priceAlerts',
        'deals',
        'travellers',
        'flightCheckout',
        'hotelCheckout',
        'trips',
        'suppliers',
        'complaints',
        'audit',
        'jobs',
      );
      expect(services.filter((name) => !t.app.hasDecorator(name))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('refuses a module registered before a module it depends on, naming it', async () => {
    const app = Fastify();
    // The core decorators it asks for are there (empty), the job queue too; the accounts module it depends on is not.
    for (const core of ['config', 'db', 'mailer', 'jobs'] as string[]) app.decorate(core, null);
    await expect(app.register(priceAlertsModule).ready()).rejects.toThrow(
      "The dependency 'accounts' of plugin 'price-alerts' is not registered",
    );
  });
});
