import { GatewayError } from '../http';
import { startFakeRazorpay } from '../testing/fakeRazorpay';
import { RazorpayRefunds } from './refunds';

describe('RazorpayRefunds against a local Razorpay API', () => {
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let gateway: RazorpayRefunds;
  const input = {
    paymentId: 'pay_A1',
    amountMinor: 150_000,
    currency: 'INR',
    reason: 'customer_request' as const,
    reference: 'rf_1',
    cancellationId: 'c-1',
  };

  beforeEach(async () => {
    fake = await startFakeRazorpay({ keyId: 'rzp_test_key', keySecret: 'secret', payments: { pay_A1: 500_000 } });
    gateway = new RazorpayRefunds({
      keyId: 'rzp_test_key',
      keySecret: 'secret',
      baseUrl: fake.url,
      maxAttempts: 3,
      timeoutMs: 2000,
    });
  });
  afterEach(() => fake.close());

  it('creates a refund in paise with basic auth and the idempotency header', async () => {
    const refund = await gateway.createRefund({ ...input, idempotencyKey: 'key-1' });
    expect(refund).toEqual({ id: fake.refunds[0].id, status: 'pending', amountMinor: 150_000 });
    const request = fake.requests[0];
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/payments/pay_A1/refund');
    expect(request.headers['x-refund-idempotency']).toBe('key-1');
    expect(JSON.parse(request.body)).toMatchObject({ amount: 150_000, notes: { reason: 'customer_request' } });
  });

  it('maps processed and failed to the portal statuses when reading a refund back', async () => {
    const refund = await gateway.createRefund({ ...input, idempotencyKey: 'key-2' });
    fake.setStatus(refund.id, 'processed');
    expect((await gateway.getRefund(refund.id, 'pay_A1')).status).toBe('processed');
    fake.setStatus(refund.id, 'failed');
    expect((await gateway.getRefund(refund.id, 'pay_A1')).status).toBe('failed');
  });

  it("surfaces Razorpay's own error text and does not retry a 4xx", async () => {
    const attempt = gateway.createRefund({ ...input, amountMinor: 900_000, idempotencyKey: 'key-3' });
    await expect(attempt).rejects.toThrow('Razorpay: The refund amount provided is greater than amount captured');
    await expect(attempt).rejects.toBeInstanceOf(GatewayError);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 500 and refunds once', async () => {
    fake.faults.failNext = 1;
    const refund = await gateway.createRefund({ ...input, idempotencyKey: 'key-4' });
    expect(fake.requests).toHaveLength(2);
    expect(fake.refunds).toHaveLength(1);
    expect(refund.id).toBe(fake.refunds[0].id);
  });

  it('retries a lost response with the same idempotency key, so the refund is not made twice', async () => {
    fake.faults.loseNextResponse = true;
    const refund = await gateway.createRefund({ ...input, idempotencyKey: 'key-5' });
    expect(fake.requests.map((r) => r.headers['x-refund-idempotency'])).toEqual(['key-5', 'key-5']);
    expect(fake.refunds).toHaveLength(1);
    expect(refund.id).toBe(fake.refunds[0].id);
  });

  it.each(['empty', 'html', 'no id'] as const)(
    'asks again, with the same idempotency key, after a 200 it cannot read (%s): one refund',
    async (malformed) => {
      fake.faults.acceptThenMalformed = [malformed];
      const refund = await gateway.createRefund({ ...input, idempotencyKey: 'key-7' });
      expect(fake.requests.map((r) => r.headers['x-refund-idempotency'])).toEqual(['key-7', 'key-7']);
      expect(fake.refunds).toHaveLength(1);
      expect(refund.id).toBe(fake.refunds[0].id);
    },
  );

  it('gives up on 200s it cannot read with a retryable error, as after a 5xx', async () => {
    fake.faults.acceptThenMalformed = ['html', 'empty', 'no id'];
    await expect(gateway.createRefund({ ...input, idempotencyKey: 'key-8' })).rejects.toMatchObject({
      retryable: true,
      refused: false,
      message: 'Razorpay sent an answer that could not be read.',
    });
    expect(fake.refunds).toHaveLength(1);
  });

  it('gives up after the last attempt with a retryable error', async () => {
    fake.faults.failNext = 5;
    await expect(gateway.createRefund({ ...input, idempotencyKey: 'key-6' })).rejects.toMatchObject({
      retryable: true,
      httpStatus: 500,
    });
    expect(fake.requests).toHaveLength(3);
    expect(fake.refunds).toHaveLength(0);
  });

  it('tells a refusal from an unclear answer (a hang past the timeout), and finds a refund by its receipt', async () => {
    await expect(
      gateway.createRefund({ ...input, amountMinor: 900_000, idempotencyKey: 'key-big' }),
    ).rejects.toMatchObject({ refused: true, httpStatus: 400 });
    fake.faults.acceptThenHang = 3;
    const impatient = new RazorpayRefunds({
      keyId: 'rzp_test_key',
      keySecret: 'secret',
      baseUrl: fake.url,
      maxAttempts: 3,
      timeoutMs: 200,
    });
    await expect(
      impatient.createRefund({ ...input, idempotencyKey: 'key-7', reference: 'rf_7' }),
    ).rejects.toMatchObject({ refused: false, message: 'Razorpay did not answer in time.' });
    expect(fake.refunds).toHaveLength(1);
    expect(await gateway.findRefundByReference('rf_7', 'pay_A1')).toEqual({
      id: fake.refunds[0].id,
      status: 'pending',
      amountMinor: 150_000,
    });
    expect(await gateway.findRefundByReference('rf_other', 'pay_A1')).toBeUndefined();
  });

  it('reports the connection: up with the right keys, down with wrong keys or no server', async () => {
    expect(await gateway.checkConnection()).toMatchObject({ connected: true, message: 'Connected to Razorpay' });
    const wrongKeys = new RazorpayRefunds({
      keyId: 'x',
      keySecret: 'y',
      baseUrl: fake.url,
      maxAttempts: 1,
      timeoutMs: 2000,
    });
    expect(await wrongKeys.checkConnection()).toMatchObject({
      connected: false,
      message: 'Razorpay: Authentication failed',
    });
    const url = fake.url;
    await fake.close();
    const down = new RazorpayRefunds({
      keyId: 'rzp_test_key',
      keySecret: 'secret',
      baseUrl: url,
      maxAttempts: 1,
      timeoutMs: 2000,
    });
    expect(await down.checkConnection()).toMatchObject({ connected: false });
    fake = await startFakeRazorpay({ keyId: 'a', keySecret: 'b', payments: {} });
  });
});
