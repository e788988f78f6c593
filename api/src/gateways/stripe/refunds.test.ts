import { startFakeStripe } from '../testing/fakeStripe';
import { StripeRefunds } from './refunds';

describe('StripeRefunds against a local Stripe API', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let gateway: StripeRefunds;
  const input = {
    paymentId: 'pi_A1',
    amountMinor: 120_050,
    currency: 'INR',
    reason: 'duplicate_charge' as const,
    reference: 'rf_1',
    cancellationId: 'c-1',
  };

  beforeEach(async () => {
    fake = await startFakeStripe({ secretKey: 'sk_test_123', payments: { pi_A1: 300_000 } });
    gateway = new StripeRefunds({ secretKey: 'sk_test_123', baseUrl: fake.url, maxAttempts: 3, timeoutMs: 2000 });
  });
  afterEach(() => fake.close());

  it('creates a refund form-encoded with the bearer key and Idempotency-Key', async () => {
    const refund = await gateway.createRefund({ ...input, idempotencyKey: 'key-1' });
    expect(refund).toEqual({ id: fake.refunds[0].id, status: 'pending', amountMinor: 120_050 });
    const request = fake.requests[0];
    expect(request.path).toBe('/v1/refunds');
    expect(request.headers['idempotency-key']).toBe('key-1');
    expect(request.headers.authorization).toBe('Bearer sk_test_123');
    const form = new URLSearchParams(request.body);
    expect(form.get('payment_intent')).toBe('pi_A1');
    expect(form.get('amount')).toBe('120050');
    expect(form.get('reason')).toBe('duplicate');
    expect(form.get('metadata[reason]')).toBe('duplicate_charge');
  });

  it.each([
    ['succeeded', 'processed'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
    ['requires_action', 'requires_action'],
    ['pending', 'pending'],
  ] as const)('maps Stripe status %s to %s', async (stripeStatus, portalStatus) => {
    const refund = await gateway.createRefund({ ...input, idempotencyKey: `key-${stripeStatus}` });
    fake.setStatus(refund.id, stripeStatus);
    expect((await gateway.getRefund(refund.id)).status).toBe(portalStatus);
  });

  it("surfaces Stripe's error message for a refused refund", async () => {
    await expect(gateway.createRefund({ ...input, paymentId: 'pi_unknown', idempotencyKey: 'key-2' })).rejects.toThrow(
      "Stripe: No such payment_intent: 'pi_unknown'",
    );
    expect(fake.requests).toHaveLength(1);
  });

  it('retries after a 500 and after a lost response, refunding exactly once each time', async () => {
    fake.faults.failNext = 1;
    await gateway.createRefund({ ...input, amountMinor: 10_000, idempotencyKey: 'key-3' });
    fake.faults.loseNextResponse = true;
    await gateway.createRefund({ ...input, amountMinor: 20_000, idempotencyKey: 'key-4' });
    expect(fake.requests.map((r) => r.headers['idempotency-key'])).toEqual(['key-3', 'key-3', 'key-4', 'key-4']);
    expect(fake.refunds.map((r) => r.amount)).toEqual([10_000, 20_000]);
  });

  it.each(['empty', 'html', 'no id'] as const)(
    'asks again, with the same Idempotency-Key, after a 200 it cannot read (%s): one refund',
    async (malformed) => {
      fake.faults.acceptThenMalformed = [malformed];
      const refund = await gateway.createRefund({ ...input, idempotencyKey: 'key-5' });
      expect(fake.requests.map((r) => r.headers['idempotency-key'])).toEqual(['key-5', 'key-5']);
      expect(fake.refunds).toHaveLength(1);
      expect(refund.id).toBe(fake.refunds[0].id);
    },
  );

  it('tells a refusal from an unclear answer, and finds a refund by the reference in its metadata', async () => {
    await expect(
      gateway.createRefund({ ...input, amountMinor: 900_000, idempotencyKey: 'key-big' }),
    ).rejects.toMatchObject({ refused: true, httpStatus: 400 });
    fake.faults.acceptThenFail = 3;
    await expect(gateway.createRefund({ ...input, idempotencyKey: 'key-5', reference: 'rf_5' })).rejects.toMatchObject({
      refused: false,
      httpStatus: 503,
    });
    expect(fake.refunds).toHaveLength(1);
    expect(await gateway.findRefundByReference('rf_5', 'pi_A1')).toEqual({
      id: fake.refunds[0].id,
      status: 'pending',
      amountMinor: 120_050,
    });
    expect(await gateway.findRefundByReference('rf_other', 'pi_A1')).toBeUndefined();
  });

  it('checks the connection with an authenticated read', async () => {
    expect(await gateway.checkConnection()).toMatchObject({ connected: true, message: 'Connected to Stripe' });
    const wrongKey = new StripeRefunds({ secretKey: 'sk_wrong', baseUrl: fake.url, maxAttempts: 1, timeoutMs: 2000 });
    expect(await wrongKey.checkConnection()).toMatchObject({
      connected: false,
      message: 'Stripe: Invalid API Key provided',
    });
  });
});
