import { randomBytes } from 'node:crypto';
import { answerAccepted, noFaults, startFakeServer, type FakeReply } from './fakeGatewayServer';

export interface FakeRazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt?: string;
  status: 'pending' | 'processed' | 'failed';
  created_at: number;
}

const error = (status: number, description: string): FakeReply => ({
  status,
  body: { error: { code: status === 401 ? 'BAD_REQUEST_ERROR' : 'BAD_REQUEST_ERROR', description } },
});

/**
 * A small server speaking Razorpay's refund API (the parts the portal uses): basic auth,
 * POST /v1/payments/:id/refund with X-Refund-Idempotency, GET /v1/payments/:id/refunds(/:rid), GET /v1/refunds.
 * `payments` maps a payment id to its captured amount in paise.
 */
export async function startFakeRazorpay(options: {
  keyId: string;
  keySecret: string;
  payments: Record<string, number>;
}) {
  const refunds: FakeRazorpayRefund[] = [];
  const byKey = new Map<string, FakeRazorpayRefund>();
  const faults = noFaults();
  const unavailable = error(503, 'Service temporarily unavailable');
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== expectedAuth) return error(401, 'Authentication failed');
    const [path] = request.path.split('?');
    const create = path.match(/^\/v1\/payments\/([^/]+)\/refund$/);
    if (request.method === 'POST' && create) {
      if (faults.failNext > 0) {
        faults.failNext--;
        return error(500, 'We are facing some trouble completing your request at the moment.');
      }
      const paymentId = decodeURIComponent(create[1]);
      const key = String(request.headers['x-refund-idempotency'] ?? '');
      const existing = key ? byKey.get(key) : undefined;
      if (existing) return answerAccepted(faults, existing, unavailable);
      const captured = options.payments[paymentId];
      if (captured === undefined) return error(400, 'The id provided does not exist');
      const body = JSON.parse(request.body || '{}') as {
        amount?: number;
        notes?: Record<string, string>;
        receipt?: string;
      };
      const amount = body.amount ?? captured;
      const refunded = refunds.filter((r) => r.payment_id === paymentId && r.status !== 'failed');
      const already = refunded.reduce((sum, r) => sum + r.amount, 0);
      if (amount + already > captured) {
        return error(400, 'The refund amount provided is greater than amount captured');
      }
      const refund: FakeRazorpayRefund = {
        id: `rfnd_${randomBytes(7).toString('hex')}`,
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: paymentId,
        notes: body.notes ?? {},
        receipt: body.receipt,
        status: 'pending',
        created_at: Math.floor(Date.now() / 1000),
      };
      refunds.push(refund);
      if (key) byKey.set(key, refund);
      if (faults.loseNextResponse) {
        faults.loseNextResponse = false;
        return error(502, 'Bad gateway');
      }
      return answerAccepted(faults, refund, unavailable);
    }
    const ofPayment = path.match(/^\/v1\/payments\/([^/]+)\/refunds$/);
    if (request.method === 'GET' && ofPayment) {
      const items = refunds.filter((r) => r.payment_id === decodeURIComponent(ofPayment[1])).reverse();
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    const fetchOne = path.match(/^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/);
    if (request.method === 'GET' && fetchOne) {
      const refund = refunds.find((r) => r.id === decodeURIComponent(fetchOne[2]));
      return refund ? { status: 200, body: refund } : error(400, 'The id provided does not exist');
    }
    if (request.method === 'GET' && path === '/v1/refunds') {
      return { status: 200, body: { entity: 'collection', count: refunds.length, items: refunds.slice(-1) } };
    }
    return error(404, 'The requested URL was not found on the server.');
  });

  return {
    ...server,
    refunds,
    faults,
    /** What Razorpay does later, e.g. before sending the webhook. */
    setStatus(id: string, status: FakeRazorpayRefund['status']) {
      const refund = refunds.find((r) => r.id === id);
      if (refund) refund.status = status;
    },
  };
}
