import { randomBytes } from 'node:crypto';
import { stripeSignatureHeader } from '../stripe/signatures';
import { stripeJs } from './fakeCheckoutScripts';
import { answerAccepted, hangPlanned, noFaults, startFakeServer, type FakeReply } from './fakeGatewayServer';

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

export interface FakeStripeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status:
    'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: { message: string } | null;
  next_action?: { type: 'use_stripe_sdk' } | null;
  created: number;
}

export interface FakeStripeSetupIntent {
  id: string;
  object: 'setup_intent';
  status:
    'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  usage: string;
  payment_method_types: string[];
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  last_setup_error: { message: string } | null;
  next_action?: { type: 'use_stripe_sdk' } | null;
  created: number;
}

/** Stripe's test cards: declined, and one that asks for 3-D Secure; every other number pays. */
export const STRIPE_CARDS = { declined: '4000000000000002', authentication: '4000002500003155' } as const;

const metadataOf = (form: URLSearchParams) => {
  const metadata: Record<string, string> = {};
  for (const [name, value] of form) {
    const match = name.match(/^metadata\[(.+)\]$/);
    if (match) metadata[match[1]] = value;
  }
  return metadata;
};

const error = (status: number, message: string, type = 'invalid_request_error'): FakeReply => ({
  status,
  body: { error: { type, message } },
});

/**
 * A small server speaking Stripe's API (the parts the portal uses): bearer secret key, form-encoded bodies;
 * POST /v1/payment_intents with Idempotency-Key, GET /v1/payment_intents/:id; POST /v1/refunds with
 * Idempotency-Key, GET /v1/refunds(/:id), GET /v1/balance.
 * `payments` maps a PaymentIntent or charge id to its amount in paise.
 * Card guarantees: POST /v1/setup_intents with Idempotency-Key, GET /v1/setup_intents/:id.
 * For the browser: GET /v3/ (Stripe.js), and POST /v1/payment_intents/:id/confirm and …/authenticate (what
 * Stripe.js sends with the publishable key and client secret), the same under /v1/setup_intents/:id/; with
 * `webhook`, each change made there is also posted to it as `payment_intent.succeeded` /
 * `payment_intent.payment_failed`, `setup_intent.succeeded` / `setup_intent.setup_failed`.
 */
export async function startFakeStripe(options: {
  secretKey: string;
  payments: Record<string, number>;
  publishableKey?: string;
  webhook?: { url: string; secret: string };
}) {
  const refunds: FakeStripeRefund[] = [];
  const byKey = new Map<string, FakeStripeRefund>();
  const intents: FakeStripeIntent[] = [];
  const intentsByKey = new Map<string, FakeStripeIntent>();
  const setupIntents: FakeStripeSetupIntent[] = [];
  const setupIntentsByKey = new Map<string, FakeStripeSetupIntent>();
  const faults = noFaults();
  const unavailable = error(503, 'Stripe is temporarily unavailable', 'api_error');

  const server = await startFakeServer((request) => {
    const hang = hangPlanned(faults);
    if (hang) return hang;
    const [path] = request.path.split('?');
    if (request.method === 'GET' && path === '/v3/') {
      return { status: 200, contentType: 'text/javascript', body: stripeJs(`http://${request.headers.host}`) };
    }
    const fromBrowser = path.match(/^\/v1\/payment_intents\/([^/]+)\/(confirm|authenticate)$/);
    if (request.method === 'POST' && fromBrowser) {
      return browserStep(decodeURIComponent(fromBrowser[1]), fromBrowser[2], new URLSearchParams(request.body));
    }
    const setupFromBrowser = path.match(/^\/v1\/setup_intents\/([^/]+)\/(confirm|authenticate)$/);
    if (request.method === 'POST' && setupFromBrowser) {
      const form = new URLSearchParams(request.body);
      return setupStep(decodeURIComponent(setupFromBrowser[1]), setupFromBrowser[2], form);
    }
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return error(401, `Invalid API Key provided`);
    }
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
      const metadata = metadataOf(form);
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
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        return error(400, 'Invalid request (check that your POST content type is application/x-www-form-urlencoded)');
      }
      if (faults.failNext > 0) {
        faults.failNext--;
        return error(500, 'An unknown error occurred', 'api_error');
      }
      const key = String(request.headers['idempotency-key'] ?? '');
      const existing = key ? intentsByKey.get(key) : undefined;
      if (existing) return answerAccepted(faults, existing, unavailable);
      const form = new URLSearchParams(request.body);
      const amount = Number(form.get('amount'));
      if (!Number.isInteger(amount) || amount < 50) {
        return error(400, 'Amount must be at least ₹0.50 inr');
      }
      const id = `pi_${randomBytes(8).toString('hex')}`;
      const intent: FakeStripeIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        description: form.get('description'),
        receipt_email: form.get('receipt_email'),
        metadata: metadataOf(form),
        latest_charge: null,
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
      };
      intents.push(intent);
      if (key) intentsByKey.set(key, intent);
      return answerAccepted(faults, intent, unavailable);
    }
    if (request.method === 'POST' && path === '/v1/setup_intents') {
      if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        return error(400, 'Invalid request (check that your POST content type is application/x-www-form-urlencoded)');
      }
      if (faults.failNext > 0) {
        faults.failNext--;
        return error(500, 'An unknown error occurred', 'api_error');
      }
      const key = String(request.headers['idempotency-key'] ?? '');
      const existing = key ? setupIntentsByKey.get(key) : undefined;
      if (existing) return answerAccepted(faults, existing, unavailable);
      const form = new URLSearchParams(request.body);
      if (form.has('amount')) return error(400, 'Received unknown parameter: amount');
      const id = `seti_${randomBytes(8).toString('hex')}`;
      const setup: FakeStripeSetupIntent = {
        id,
        object: 'setup_intent',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        usage: form.get('usage') ?? 'off_session',
        payment_method_types: form.getAll('payment_method_types[]'),
        description: form.get('description'),
        metadata: metadataOf(form),
        payment_method: null,
        last_setup_error: null,
        created: Math.floor(Date.now() / 1000),
      };
      setupIntents.push(setup);
      if (key) setupIntentsByKey.set(key, setup);
      return answerAccepted(faults, setup, unavailable);
    }
    const setupOne = path.match(/^\/v1\/setup_intents\/([^/]+)$/);
    if (request.method === 'GET' && setupOne) {
      const found = setupIntents.find((i) => i.id === decodeURIComponent(setupOne[1]));
      return found ? { status: 200, body: found } : error(404, `No such setupintent: '${setupOne[1]}'`);
    }
    const intent = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (request.method === 'GET' && intent) {
      const found = intents.find((i) => i.id === decodeURIComponent(intent[1]));
      return found ? { status: 200, body: found } : error(404, `No such payment_intent: '${intent[1]}'`);
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

  /** Stripe.js confirming an intent with a card, or finishing 3-D Secure, with the publishable key. */
  function browserStep(id: string, step: string, form: URLSearchParams): FakeReply {
    if (!options.publishableKey || form.get('key') !== options.publishableKey) {
      return error(401, 'Invalid API Key provided');
    }
    const found = intents.find((i) => i.id === id);
    if (!found || form.get('client_secret') !== found.client_secret) {
      return error(400, `No such payment_intent: '${id}'`);
    }
    if (step === 'confirm') {
      if (found.status === 'succeeded') return error(400, 'This PaymentIntent has already succeeded.');
      const card = (form.get('payment_method_data[card][number]') ?? '').replace(/\s/g, '');
      if (card === STRIPE_CARDS.declined) return decline(found, 'Your card was declined.');
      if (card === STRIPE_CARDS.authentication) {
        setIntent(id, 'requires_action');
        found.next_action = { type: 'use_stripe_sdk' };
        return { status: 200, body: found };
      }
      setIntent(id, 'succeeded');
      notify('payment_intent.succeeded', id);
      return { status: 200, body: found };
    }
    if (found.status !== 'requires_action') return error(400, 'This PaymentIntent does not require authentication.');
    found.next_action = null;
    if (form.get('decision') !== 'approve') {
      return decline(found, 'We are unable to authenticate your payment method. Please choose a different one.');
    }
    setIntent(id, 'succeeded');
    notify('payment_intent.succeeded', id);
    return { status: 200, body: found };
  }

  /** Stripe.js confirming a SetupIntent with a card (confirmCardSetup), or finishing its 3-D Secure. */
  function setupStep(id: string, step: string, form: URLSearchParams): FakeReply {
    if (!options.publishableKey || form.get('key') !== options.publishableKey) {
      return error(401, 'Invalid API Key provided');
    }
    const found = setupIntents.find((i) => i.id === id);
    if (!found || form.get('client_secret') !== found.client_secret) {
      return error(400, `No such setupintent: '${id}'`);
    }
    if (step === 'confirm') {
      if (found.status === 'succeeded') return error(400, 'This SetupIntent has already succeeded.');
      const card = (form.get('payment_method_data[card][number]') ?? '').replace(/\s/g, '');
      if (card === STRIPE_CARDS.declined) return declineSetup(found, 'Your card was declined.');
      if (card === STRIPE_CARDS.authentication) {
        setSetupIntent(id, 'requires_action');
        found.next_action = { type: 'use_stripe_sdk' };
        return { status: 200, body: found };
      }
      setSetupIntent(id, 'succeeded');
      notify('setup_intent.succeeded', id);
      return { status: 200, body: found };
    }
    if (found.status !== 'requires_action') return error(400, 'This SetupIntent does not require authentication.');
    found.next_action = null;
    if (form.get('decision') !== 'approve') {
      return declineSetup(found, 'We are unable to authenticate your payment method. Please choose a different one.');
    }
    setSetupIntent(id, 'succeeded');
    notify('setup_intent.succeeded', id);
    return { status: 200, body: found };
  }

  function declineSetup(setup: FakeStripeSetupIntent, message: string): FakeReply {
    setSetupIntent(setup.id, 'requires_payment_method', message);
    notify('setup_intent.setup_failed', setup.id);
    return {
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined', message, setup_intent: { ...setup } } },
    };
  }

  function setSetupIntent(id: string, status: FakeStripeSetupIntent['status'], declined?: string) {
    const found = setupIntents.find((i) => i.id === id);
    if (!found) throw new Error(`no setup intent ${id}`);
    found.status = status;
    found.last_setup_error = declined ? { message: declined } : null;
    if (status === 'succeeded') found.payment_method = `pm_${randomBytes(8).toString('hex')}`;
  }

  function decline(intent: FakeStripeIntent, message: string): FakeReply {
    setIntent(intent.id, 'requires_payment_method', message);
    notify('payment_intent.payment_failed', intent.id);
    return {
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined', message, payment_intent: { ...intent } } },
    };
  }

  function notify(type: string, id: string) {
    const target = options.webhook;
    if (!target) return;
    const body = intentEvent(type, id);
    // A moment later, as Stripe's own: the browser's return and the webhook arrive in either order.
    setTimeout(() => {
      fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(target.secret, body) },
        body,
      }).catch(() => undefined);
    }, 300);
  }

  function setIntent(id: string, status: FakeStripeIntent['status'], declined?: string) {
    const found = intents.find((i) => i.id === id);
    if (!found) throw new Error(`no intent ${id}`);
    found.status = status;
    found.last_payment_error = declined ? { message: declined } : null;
    if (status === 'succeeded') {
      found.latest_charge = `ch_${randomBytes(8).toString('hex')}`;
      options.payments[id] = found.amount;
    }
  }

  function intentEvent(type: string, id: string) {
    const found = intents.find((i) => i.id === id) ?? setupIntents.find((i) => i.id === id);
    if (!found) throw new Error(`no intent ${id}`);
    return JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type,
      data: { object: { ...found } },
      created: Math.floor(Date.now() / 1000),
    });
  }

  return {
    ...server,
    refunds,
    intents,
    setupIntents,
    faults,
    /** What Stripe.js and the bank do to a SetupIntent: succeeded (a card kept), requires_action, or a decline. */
    setSetupIntent,
    /**
     * What Stripe.js and the bank do to an intent: succeeded (with a charge), requires_action (3-D Secure),
     * or a decline (back to requires_payment_method with the error).
     */
    setIntent,
    /**
     * The body Stripe posts to a webhook about an intent (payment or setup) as it now is (sign it with
     * stripeSignatureHeader).
     */
    intentEvent,
    setStatus(id: string, status: FakeStripeRefund['status']) {
      const refund = refunds.find((r) => r.id === id);
      if (refund) refund.status = status;
    },
  };
}
