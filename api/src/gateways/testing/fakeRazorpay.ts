import { randomBytes } from 'node:crypto';
import { razorpayPaymentSignature, razorpaySignature } from '../razorpay/signatures';
import { razorpayCheckoutJs } from './fakeCheckoutScripts';
import { answerAccepted, hangPlanned, noFaults, startFakeServer, type FakeReply } from './fakeGatewayServer';

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

export interface FakeRazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'created' | 'attempted' | 'paid';
  /** An authorisation transaction (a card kept for later charges): its customer, method and token. */
  customer_id?: string;
  method?: string;
  payment_capture?: boolean;
  token?: { max_amount: number; expire_at: number; frequency: string };
  created_at: number;
}

export interface FakeRazorpayCustomer {
  id: string;
  entity: 'customer';
  name: string;
  email: string;
  contact: string | null;
  created_at: number;
}

export interface FakeRazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  order_id: string;
  status: 'created' | 'authorized' | 'captured' | 'failed';
  error_description: string | null;
  /** Set on an authorisation transaction's payment: the card's token for later charges. */
  token_id?: string | null;
  customer_id?: string | null;
  created_at: number;
}

const error = (status: number, description: string): FakeReply => ({
  status,
  body: { error: { code: status === 401 ? 'BAD_REQUEST_ERROR' : 'BAD_REQUEST_ERROR', description } },
});

/** Razorpay's test card that is declined; every other number pays. */
export const RAZORPAY_DECLINED_CARD = '4000000000000002';

/**
 * A small server speaking Razorpay's API (the parts the portal uses): basic auth; orders (POST /v1/orders,
 * GET /v1/orders?receipt=, GET /v1/orders/:id/payments), payments (GET /v1/payments/:id) and refunds (POST /v1/payments/:id/refund with
 * X-Refund-Idempotency, GET /v1/payments/:id/refunds(/:rid), GET /v1/refunds).
 * Authorisation transactions (a card kept, recurring): POST /v1/customers (fail_existing), an order with
 * customer_id, method card, a token and payment_capture false, paid in Checkout with `recurring` and the customer:
 * its payment is authorised, never captured, and carries a token_id (GET /v1/orders/:id names the customer).
 * `payments` maps a payment id to its captured amount in paise; `pay` adds to it as Checkout would.
 * For the browser: GET /v1/checkout.js (Checkout's script) and POST /v1/checkout/pay (what its card form sends);
 * with `webhook`, each payment made there is also posted to it as `payment.captured` / `payment.failed`
 * (`payment.authorized` for an authorisation transaction).
 */
export async function startFakeRazorpay(options: {
  keyId: string;
  keySecret: string;
  payments: Record<string, number>;
  webhook?: { url: string; secret: string };
}) {
  const refunds: FakeRazorpayRefund[] = [];
  const orders: FakeRazorpayOrder[] = [];
  const customers: FakeRazorpayCustomer[] = [];
  const checkoutPayments = new Map<string, FakeRazorpayPayment>();
  const byKey = new Map<string, FakeRazorpayRefund>();
  const faults = noFaults();
  const unavailable = error(503, 'Service temporarily unavailable');
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  const server = await startFakeServer((request) => {
    const hang = hangPlanned(faults);
    if (hang) return hang;
    const [path] = request.path.split('?');
    if (request.method === 'GET' && path === '/v1/checkout.js') {
      const origin = `http://${request.headers.host}`;
      return { status: 200, contentType: 'text/javascript', body: razorpayCheckoutJs(origin) };
    }
    if (request.method === 'POST' && path === '/v1/checkout/pay') return checkoutPay(new URLSearchParams(request.body));
    if (request.headers.authorization !== expectedAuth) return error(401, 'Authentication failed');
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
    if (request.method === 'POST' && path === '/v1/customers') {
      const body = JSON.parse(request.body || '{}') as {
        name?: string;
        email?: string;
        contact?: string;
        fail_existing?: unknown;
      };
      if (!body.name || !body.email) return error(400, 'The name and email fields are required.');
      const existing = customers.find((c) => c.email === body.email && c.name === body.name);
      if (existing) {
        const fetchExisting = body.fail_existing === '0' || body.fail_existing === 0 || body.fail_existing === false;
        return fetchExisting ? { status: 200, body: existing } : error(400, 'Customer already exists for the merchant');
      }
      const customer: FakeRazorpayCustomer = {
        id: `cust_${randomBytes(7).toString('hex')}`,
        entity: 'customer',
        name: body.name,
        email: body.email,
        contact: body.contact ?? null,
        created_at: Math.floor(Date.now() / 1000),
      };
      customers.push(customer);
      return { status: 200, body: customer };
    }
    if (request.method === 'POST' && path === '/v1/orders') {
      if (faults.failNext > 0) {
        faults.failNext--;
        return error(500, 'We are facing some trouble completing your request at the moment.');
      }
      const body = JSON.parse(request.body || '{}') as {
        amount?: number;
        currency?: string;
        receipt?: string;
        notes?: Record<string, string>;
        customer_id?: string;
        method?: string;
        payment_capture?: boolean;
        token?: FakeRazorpayOrder['token'];
      };
      if (!Number.isInteger(body.amount) || (body.amount ?? 0) < 100) {
        return error(400, 'The amount must be atleast INR 1.00');
      }
      if (!body.currency) return error(400, 'The currency field is required.');
      if (body.token && (!body.customer_id || !customers.some((c) => c.id === body.customer_id))) {
        return error(400, 'The customer_id provided does not exist');
      }
      if (body.token && body.method !== 'card') return error(400, 'The method field is required for a token.');
      const order: FakeRazorpayOrder = {
        id: `order_${randomBytes(7).toString('hex')}`,
        entity: 'order',
        amount: body.amount!,
        currency: body.currency,
        receipt: body.receipt ?? null,
        notes: body.notes ?? {},
        status: 'created',
        ...(body.customer_id ? { customer_id: body.customer_id } : {}),
        ...(body.method ? { method: body.method } : {}),
        ...(body.payment_capture !== undefined ? { payment_capture: body.payment_capture } : {}),
        ...(body.token ? { token: body.token } : {}),
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.push(order);
      return answerAccepted(faults, order, unavailable);
    }
    if (request.method === 'GET' && path === '/v1/orders') {
      const receipt = new URLSearchParams(request.path.split('?')[1] ?? '').get('receipt');
      const items = orders.filter((order) => receipt === null || order.receipt === receipt).reverse();
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    const oneOrder = path.match(/^\/v1\/orders\/([^/]+)$/);
    if (request.method === 'GET' && oneOrder) {
      const found = orders.find((o) => o.id === decodeURIComponent(oneOrder[1]));
      return found ? { status: 200, body: found } : error(400, 'The id provided does not exist');
    }
    const ofOrder = path.match(/^\/v1\/orders\/([^/]+)\/payments$/);
    if (request.method === 'GET' && ofOrder) {
      const items = [...checkoutPayments.values()].filter((p) => p.order_id === decodeURIComponent(ofOrder[1]));
      return { status: 200, body: { entity: 'collection', count: items.length, items: items.reverse() } };
    }
    const payment = path.match(/^\/v1\/payments\/([^/]+)$/);
    if (request.method === 'GET' && payment) {
      const found = checkoutPayments.get(decodeURIComponent(payment[1]));
      return found ? { status: 200, body: found } : error(400, 'The id provided does not exist');
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

  /** Checkout's card form: the key and order checked, then a payment made and, if asked, its webhook sent. */
  function checkoutPay(form: URLSearchParams): FakeReply {
    if (form.get('key_id') !== options.keyId) return error(401, 'The api key provided is invalid');
    const orderId = form.get('order_id') ?? '';
    const order = orders.find((o) => o.id === orderId);
    if (!order) return error(400, 'The id provided does not exist');
    if (order.token && (form.get('recurring') !== '1' || form.get('customer_id') !== order.customer_id)) {
      return error(400, 'The recurring payment needs recurring and the customer_id of its order');
    }
    const declined = (form.get('card') ?? '').replace(/\s/g, '') === RAZORPAY_DECLINED_CARD;
    const kept = order.payment_capture === false ? 'authorized' : 'captured';
    const response = pay(orderId, { status: declined ? 'failed' : kept });
    const entity = checkoutPayments.get(response.razorpay_payment_id)!;
    const event = declined ? 'payment.failed' : kept === 'authorized' ? 'payment.authorized' : 'payment.captured';
    if (options.webhook) sendWebhook(options.webhook, event, entity.id);
    if (!declined) return { status: 200, body: response };
    return {
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: entity.error_description,
          source: 'bank',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: entity.id },
        },
      },
    };
  }

  function sendWebhook(
    target: { url: string; secret: string },
    event: 'payment.captured' | 'payment.failed' | 'payment.authorized',
    paymentId: string,
  ) {
    const body = paymentWebhook(event, paymentId);
    // A moment later, as Razorpay's own: the browser's return and the webhook arrive in either order.
    setTimeout(() => {
      fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': razorpaySignature(target.secret, body) },
        body,
      }).catch(() => undefined);
    }, 300);
  }

  function pay(orderId: string, outcome: { status?: FakeRazorpayPayment['status']; amount?: number } = {}) {
    const order = orders.find((o) => o.id === orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const status = outcome.status ?? 'captured';
    const made: FakeRazorpayPayment = {
      id: `pay_${randomBytes(7).toString('hex')}`,
      entity: 'payment',
      amount: outcome.amount ?? order.amount,
      currency: order.currency,
      order_id: order.id,
      status,
      error_description: status === 'failed' ? 'Your payment was declined by the bank.' : null,
      ...(order.token
        ? {
            customer_id: order.customer_id,
            token_id: status === 'failed' ? null : `token_${randomBytes(7).toString('hex')}`,
          }
        : {}),
      created_at: Math.floor(Date.now() / 1000),
    };
    checkoutPayments.set(made.id, made);
    if (status === 'captured') {
      order.status = 'paid';
      options.payments[made.id] = made.amount;
    } else if (status === 'authorized') {
      // Authorised, not captured: nothing was charged, so nothing can be refunded.
      order.status = 'attempted';
    }
    return {
      razorpay_payment_id: made.id,
      razorpay_order_id: order.id,
      razorpay_signature: razorpayPaymentSignature(options.keySecret, order.id, made.id),
    };
  }

  /** The body Razorpay posts to a webhook about one of its payments (sign it with razorpaySignature). */
  function paymentWebhook(event: 'payment.captured' | 'payment.failed' | 'payment.authorized', paymentId: string) {
    const entity = checkoutPayments.get(paymentId);
    if (!entity) throw new Error(`no payment ${paymentId}`);
    return JSON.stringify({
      entity: 'event',
      account_id: 'acc_portal',
      event,
      contains: ['payment'],
      payload: { payment: { entity } },
      created_at: Math.floor(Date.now() / 1000),
    });
  }

  return {
    ...server,
    refunds,
    orders,
    customers,
    checkoutPayments,
    faults,
    /**
     * What Checkout does when the customer pays an order: a payment (captured unless told otherwise, for the
     * order's amount unless told otherwise), and the handler response the browser gets, signed with the key secret.
     */
    pay,
    paymentWebhook,
    /** What Razorpay does later, e.g. before sending the webhook. */
    setStatus(id: string, status: FakeRazorpayRefund['status']) {
      const refund = refunds.find((r) => r.id === id);
      if (refund) refund.status = status;
    },
  };
}
