import type { FastifyInstance } from 'fastify';
import type { PriceAlertsService } from './price-alerts.service';

export const PRICE_ALERT_CHECK_QUEUE = 'price-alerts.check';

/**
 * The price-drop check as a background job (api/src/jobs), so it runs once per period across every API
 * process: every `intervalMs`, the period under way also soon after start-up; with 0, once after each
 * start-up. checkDrops claims each alert before mailing it, so even two checks at once send one mail.
 */
export function schedulePriceAlertChecks(app: FastifyInstance, service: PriceAlertsService, intervalMs: number) {
  const check = async () => {
    const sent = await service.checkDrops();
    if (sent > 0) app.log.info({ sent }, 'price drop emails sent');
  };
  if (intervalMs > 0) {
    app.jobs.every(PRICE_ALERT_CHECK_QUEUE, intervalMs, check);
    return;
  }
  app.jobs.work(PRICE_ALERT_CHECK_QUEUE, check);
  app.addHook('onReady', () => app.jobs.enqueue(PRICE_ALERT_CHECK_QUEUE, {}));
}
