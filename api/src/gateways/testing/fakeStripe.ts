import { randomBytes } from 'node:crypto';
import { answerAccepted, noFaults, startFakeServer, type FakeReply } from './fakeGatewayServer';

export interface FakeStripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string | null;
  charge: string | null;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'pending' | 'succeeded' | 'failed' | 'requires_action' | 'canceled';
  created: number;
}

const error = (status: number, message: string, type = 'invalid_request_error'): FakeReply => ({
  status,
  body: { error: { type, message } },
});

/**
 * A small server speaking Stripe's refund API (the parts the portal uses): bearer secret key,
 * POST /v1/refunds (form-encoded) with Idempotency-Key, GET /v1/refunds(/:id), GET /v1/balance.
 * `payments` maps a PaymentIntent or charge id to its amount in paise.
 */
export async function startFakeStripe(options: { secretKey: string; payments: Record<string, number> }) {
  const refunds: FakeStripeRefund[] = [];
  const byKey = new Map<string, FakeStripeRefund>();
  const faults = noFaults();
  const unavailable = error(503, 'Stripe is temporarily unavailable', 'api_error');

  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return error(401, `Invalid API Key provided`);
    }
    const [path] = request.path.split('?');
    if (request.method === 'POST' && path === '/v1/refunds') {
      if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        return error(400, 'Invalid request (check that your POST content type is application/x-www-form-urlencoded)');
      }
      if (faults.failNext > 0) {
        faults.failNext--;
        return error(500, 'An unknown error occurred', 'api_error');
      }
      const key = String(request.headers['idempotency-key'] ?? '');
      const existing = key ? byKey.get(key) : undefined;
      if (existing) return answerAccepted(faults, existing, unavailable);
      const form = new URLSearchParams(request.body);
      const paymentId = form.get('payment_intent') ?? form.get('charge') ?? '';
      const captured = options.payments[paymentId];
      if (captured === undefined) return error(400, `No such payment_intent: '${paymentId}'`);
      const amount = Number(form.get('amount') ?? captured);
      const already = refunds
        .filter((r) => (r.payment_intent ?? r.charge) === paymentId && r.status !== 'failed' && r.status !== 'canceled')
        .reduce((sum, r) => sum + r.amount, 0);
      if (amount + already > captured) {
        return error(
          400,
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${captured - already})`,
        );
      }
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = name.match(/^metadata\[(.+)\]$/);
        if (match) metadata[match[1]] = value;
      }
      const refund: FakeStripeRefund = {
        id: `re_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        amount,
        currency: 'inr',
        payment_intent: form.get('payment_intent'),
        charge: form.get('charge'),
        reason: form.get('reason'),
        metadata,
        status: 'pending',
        created: Math.floor(Date.now() / 1000),
      };
      refunds.push(refund);
      if (key) byKey.set(key, refund);
      if (faults.loseNextResponse) {
        faults.loseNextResponse = false;
        return error(502, 'Bad gateway', 'api_error');
      }
      return answerAccepted(faults, refund, unavailable);
    }
    if (request.method === 'GET' && path === '/v1/refunds') {
      const query = new URLSearchParams(request.path.split('?')[1] ?? '');
      const paymentId = query.get('payment_intent') ?? query.get('charge');
      const data = refunds.filter((r) => !paymentId || (r.payment_intent ?? r.charge) === paymentId).reverse();
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
    }
    const fetchOne = path.match(/^\/v1\/refunds\/([^/]+)$/);
    if (request.method === 'GET' && fetchOne) {
      const refund = refunds.find((r) => r.id === decodeURIComponent(fetchOne[1]));
      return refund ? { status: 200, body: refund } : error(404, `No such refund: '${fetchOne[1]}'`);
    }
    if (request.method === 'GET' && path === '/v1/balance') {
      return { status: 200, body: { object: 'balance', available: [{ amount: 0, currency: 'inr' }] } };
    }
    return error(404, `Unrecognized request URL (${request.method}: ${path})`);
  });

  return {
    ...server,
    refunds,
    faults,
    setStatus(id: string, status: FakeStripeRefund['status']) {
      const refund = refunds.find((r) => r.id === id);
      if (refund) refund.status = status;
    },
  };
}
