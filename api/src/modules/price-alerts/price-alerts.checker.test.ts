import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/testApp';
import { PRICE_ALERT_CHECK_QUEUE } from './price-alerts.checker';

describe('the price-drop check, a job once per period across API processes', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The test needs one whole period: started seconds before the hour, its app would see two.
    const hour = 60 * 60_000;
    const leftInPeriod = hour - (Date.now() % hour);
    if (leftInPeriod < 30_000) await new Promise((resolve) => setTimeout(resolve, leftInPeriod + 1_000));
    t = await createTestApp({ PRICE_ALERT_CHECK_MINUTES: '60' });
    await t.app.ready();
  }, 60_000);
  afterAll(() => t.close());

  const checks = () =>
    queryRows<{ state: string; due: boolean }>(
      t.app.db,
      sql`SELECT state, run_at <= now() AS due FROM jobs WHERE queue = ${PRICE_ALERT_CHECK_QUEUE} ORDER BY run_at`,
    );

  it('queues the period under way at start-up, runs it once and queues the next period', async () => {
    const checkDrops = jest.spyOn(t.app.priceAlerts, 'checkDrops');
    expect(await checks()).toEqual([{ state: 'queued', due: true }]);

    await t.app.jobs.runDue();
    expect(checkDrops).toHaveBeenCalledTimes(1);
    expect(await checks()).toEqual([
      { state: 'done', due: true },
      { state: 'queued', due: false },
    ]);

    // Another process starting in the same hour queues nothing new; nothing is due again before the next hour.
    await (t.app.jobs as unknown as { startSchedules(): Promise<void> }).startSchedules();
    await t.app.jobs.runDue();
    expect(checkDrops).toHaveBeenCalledTimes(1);
    expect(await checks()).toHaveLength(2);
  });
});
