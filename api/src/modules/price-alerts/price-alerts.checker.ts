import type { FastifyInstance } from 'fastify';
import type { PriceAlertsService } from './price-alerts.service';

/**
 * Runs the price-drop check once the API is ready and then every `intervalMs` (0: only at start-up). The
 * timer is unref'd so it never keeps a process alive, and closing the app stops it and waits for a check
 * still running, so it never touches a closed database.
 */
export function schedulePriceAlertChecks(app: FastifyInstance, service: PriceAlertsService, intervalMs: number) {
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    running ??= service
      .checkDrops()
      .then((sent) => sent > 0 && app.log.info({ sent }, 'price drop emails sent'))
      .catch((error: unknown) => app.log.error({ err: error }, 'price alert check failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    check();
    if (intervalMs > 0) timer = setInterval(check, intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
