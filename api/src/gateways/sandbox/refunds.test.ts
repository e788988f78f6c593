import { SandboxRefunds } from './refunds';

describe('SandboxRefunds', () => {
  const input = {
    paymentId: 'pay_demo',
    amountMinor: 5000,
    currency: 'INR',
    reason: 'other' as const,
    reference: 'rf_1',
  };

  it('settles a refund after the delay, even in a new instance (no state kept)', async () => {
    let now = 1_000_000;
    const gateway = new SandboxRefunds('sandbox', 3000, () => now);
    const refund = await gateway.createRefund({ ...input, idempotencyKey: 'k1' });
    expect(refund.status).toBe('pending');
    now += 2999;
    expect((await gateway.getRefund(refund.id)).status).toBe('pending');
    now += 1;
    expect((await new SandboxRefunds('sandbox', 3000, () => now).getRefund(refund.id)).status).toBe('processed');
  });

  it('answers the same idempotency key with the same refund', async () => {
    const gateway = new SandboxRefunds('razorpay', 3000);
    const first = await gateway.createRefund({ ...input, idempotencyKey: 'same' });
    const second = await gateway.createRefund({ ...input, idempotencyKey: 'same' });
    expect(second.id).toBe(first.id);
  });

  it("refuses a payment id starting with 'pay_fail'", async () => {
    const gateway = new SandboxRefunds('sandbox', 3000);
    await expect(gateway.createRefund({ ...input, paymentId: 'pay_fail_1', idempotencyKey: 'x' })).rejects.toThrow(
      'Sandbox: the payment cannot be refunded (test failure)',
    );
  });
});
