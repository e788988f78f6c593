import Fastify from 'fastify';
import { schedulePriceAlertChecks } from './price-alerts.checker';
import type { PriceAlertsService } from './price-alerts.service';

describe('schedulePriceAlertChecks', () => {
  afterEach(() => jest.useRealTimers());

  it('checks at start-up and on an unref’d interval, and stops (waiting for a running check) on close', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    let finishCheck = () => {};
    const checkDrops = jest.fn(() => new Promise<number>((resolve) => (finishCheck = () => resolve(0))));
    const app = Fastify();
    const setInterval = jest.spyOn(global, 'setInterval');
    schedulePriceAlertChecks(app, { checkDrops } as unknown as PriceAlertsService, 60_000);
    await app.ready();
    expect(checkDrops).toHaveBeenCalledTimes(1);
    const timer = setInterval.mock.results[0].value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);

    jest.advanceTimersByTime(60_000); // still running: no second check at once
    expect(checkDrops).toHaveBeenCalledTimes(1);
    finishCheck();
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    jest.advanceTimersByTime(60_000);
    expect(checkDrops).toHaveBeenCalledTimes(2);

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false); // waits for the check in flight
    finishCheck();
    await closing;
    jest.advanceTimersByTime(5 * 60_000);
    expect(checkDrops).toHaveBeenCalledTimes(2);
  });
});
