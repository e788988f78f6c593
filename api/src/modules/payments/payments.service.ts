import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { GatewayError } from '../../gateways/http';
import { ApiError } from '../../plugins/errors';
import { allowedOrigins } from '../../plugins/sameOrigin';
import type { PaymentGatewayName, PaymentStatus } from '@travel/contracts/payments';
import type { PaymentsConfig } from '../../config';
import {
  awaitedPayments,
  claimGatewayCall,
  findPayment,
  findPaymentByGatewayOrder,
  insertOrFindPayment,
  isGuarantee,
  lockPayment,
  markNotified,
  recordGatewayOrder,
  recordPaymentEvent,
  releaseGatewayCall,
  transitionPayment,
  unnotifiedPayments,
  PAYMENT_PURPOSES,
  type Payment,
  type PaymentEventSource,
  type PaymentPurpose,
} from './payments.repository';
import type {
  BrowserPayment,
  CreatedOrder,
  GatewayOutcome,
  GatewayReturn,
  GatewaySignal,
  GuaranteeCustomer,
  PaymentGateway,
} from '../../gateways/paymentGateway';

// What other modules use of this module's parts, through its public face.
export { escapeHtml, formatMinor } from './sandbox/sandboxPage';
export { SANDBOX_CARDS, sandboxCardOutcome } from './sandbox/sandboxCards';
export { isGuarantee, type Payment } from './payments.repository';
export type { BrowserPayment } from '../../gateways/paymentGateway';

export interface StartPaymentInput {
  purpose: PaymentPurpose;
  /** The order module's own id for what is being paid. */
  orderId: string;
  /** Minor units (paise for INR). */
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  description: string;
  customerEmail: string;
  /** A page of this site the customer comes back to, with ?paymentId=… added. */
  returnUrl: string;
  /** The same key answers the same payment: a double click or a retried request makes one gateway order. */
  idempotencyKey: string;
  /** A card guarantee (purpose hotel_guarantee, amount 0): who it is for, as Razorpay's customer. */
  customer?: GuaranteeCustomer;
}

/** A payment that has just become captured (final), failed or requires_action. */
export interface PaymentSettled {
  payment: Payment;
  previousStatus: PaymentStatus;
}
export type PaymentSettledListener = (settled: PaymentSettled) => void | Promise<void>;

export interface ApplyResult {
  /** The payment the signal was about (undefined: no payment has that gateway order). */
  paymentId?: string;
  duplicate: boolean;
  applied: boolean;
}

/** The payments service order modules use (app.payments). */
export interface PaymentsService {
  /** The gateway new payments go through (from the configuration). */
  readonly gateway: PaymentGatewayName;
  start(input: StartPaymentInput): Promise<BrowserPayment>;
  /** Checks what the browser brought back with the gateway and settles the payment; answers it as it now is. */
  confirmFromBrowser(paymentId: string, gatewayReturn: GatewayReturn): Promise<Payment>;
  /** A webhook's (or the sandbox's) word on a payment, applied once per gateway event id. */
  applyGatewaySignal(gateway: PaymentGatewayName, signal: GatewaySignal): Promise<ApplyResult>;
  /**
   * Called once for each change of a payment into captured, failed or requires_action, after it is committed,
   * whichever of the browser and the webhooks brought it. captured is final. Answers a function that unsubscribes.
   */
  onPaymentSettled(listener: PaymentSettledListener): () => void;
  get(paymentId: string): Promise<Payment | undefined>;
  /**
   * Asks the gateway how the payment stands and applies it (a webhook may have been lost): for a job about to
   * give up on an unpaid order. An unclear answer changes nothing. Answers the payment as it now is.
   */
  reconcile(paymentId: string): Promise<Payment>;
  /**
   * Tells the listeners again of every settled payment they have not taken (one threw, or the process stopped
   * between the commit and the listeners), and reconciles payments awaited for longer than `awaitedForMs`.
   */
  catchUp(awaitedForMs: number): Promise<void>;
}

/** From which statuses a payment may move to each one. A captured payment never moves again. */
const ALLOWED_FROM: Record<Exclude<PaymentStatus, 'created' | 'pending'>, readonly PaymentStatus[]> = {
  requires_action: ['created', 'pending', 'failed'],
  failed: ['created', 'pending', 'requires_action'],
  // A declined customer may pay again on the same gateway order, so failed can still become captured.
  captured: ['created', 'pending', 'requires_action', 'failed'],
};

const GATEWAY_LABELS: Record<PaymentGatewayName, string> = {
  razorpay: 'Razorpay',
  stripe: 'Stripe',
  sandbox: 'Sandbox',
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const newPaymentId = () => `pmt_${randomBytes(12).toString('hex')}`;

/** The return URL with the payment id added, relative when it was given relative. */
export function returnUrlFor(payment: Payment, publicUrl: string): string {
  const url = new URL(payment.returnUrl, publicUrl);
  url.searchParams.set('paymentId', payment.id);
  return payment.returnUrl.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

function isPageOfThisSite(returnUrl: string, publicUrl: string): boolean {
  if (/^\/(?![/\\])/.test(returnUrl)) return true;
  try {
    return allowedOrigins(publicUrl).has(new URL(returnUrl).origin);
  } catch {
    return false;
  }
}

function checkStartInput(input: StartPaymentInput, publicUrl: string): void {
  if (!PAYMENT_PURPOSES.includes(input.purpose)) throw new ApiError(400, 'purpose is not a known kind of order');
  if (isGuarantee(input)) {
    if (input.amountMinor !== 0) throw new ApiError(400, 'A card guarantee charges nothing: amountMinor must be 0');
  } else if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
    throw new ApiError(400, 'amountMinor must be a positive whole number of minor units');
  }
  if (!/^[A-Z]{3}$/.test(input.currency)) throw new ApiError(400, 'currency must be a three-letter ISO code');
  if (!input.orderId || !input.idempotencyKey || input.idempotencyKey.length > 200) {
    throw new ApiError(400, 'orderId and idempotencyKey (at most 200 characters) are required');
  }
  if (!isPageOfThisSite(input.returnUrl, publicUrl)) throw new ApiError(400, 'returnUrl must be a page of this site');
}

export function createPaymentsService(deps: {
  db: Db;
  config: PaymentsConfig;
  gateways: Partial<Record<PaymentGatewayName, PaymentGateway>>;
  publicUrl: string;
  log: FastifyBaseLogger;
}): PaymentsService {
  const { db, config, log } = deps;
  const listeners = new Set<PaymentSettledListener>();
  // Longer than every attempt of one creation: a process holding the lease past it has given up or died.
  const leaseMs = config.timeoutMs * config.maxAttempts + 2000;

  const gatewayOf = (name: PaymentGatewayName): PaymentGateway => {
    const gateway = deps.gateways[name];
    if (!gateway) throw new ApiError(503, `${GATEWAY_LABELS[name]} is not configured`);
    return gateway;
  };

  /** Runs the listeners; when none threw, records that this status was taken (else catchUp tells it again). */
  async function notify(paymentId: string, previousStatus: PaymentStatus) {
    const payment = await findPayment(db, paymentId);
    if (!payment) return;
    let allTook = true;
    for (const listener of listeners) {
      try {
        await listener({ payment, previousStatus });
      } catch (error) {
        allTook = false;
        log.error({ err: error, paymentId }, 'a payment listener failed; it is told again on the next catch-up');
      }
    }
    if (allTook) await markNotified(db, paymentId, payment.status);
  }

  /**
   * Applies what the gateway said, once: the payment's row is locked, the signal appended to its audit trail
   * (a webhook's event id only once) and the status changed only from a status that allows it.
   */
  async function applyOutcome(
    paymentId: string,
    outcome: GatewayOutcome,
    source: PaymentEventSource,
    gatewayEventId?: string,
  ) {
    const result = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const payment = await lockPayment(txDb, paymentId);
      if (!payment) return undefined;
      const to = outcome.status;
      const amountMatches =
        to !== 'captured' ||
        outcome.amountMinor === undefined ||
        (outcome.amountMinor === payment.amountMinor && outcome.currency?.toUpperCase() === payment.currency);
      const applicable = to !== 'pending' && amountMatches && ALLOWED_FROM[to].includes(payment.status);
      const summary = amountMatches
        ? outcome.summary
        : `${outcome.summary}; ${outcome.amountMinor} ${outcome.currency} is not the ${payment.amountMinor} ${payment.currency} asked`;
      const fresh = await recordPaymentEvent(
        txDb,
        { paymentId, status: to, applied: applicable, source, summary },
        gatewayEventId,
      );
      if (!fresh) return { duplicate: true, applied: false, amountMatches, previous: payment.status };
      const applied =
        applicable &&
        (await transitionPayment(txDb, paymentId, to, ALLOWED_FROM[to as keyof typeof ALLOWED_FROM], {
          gatewayPaymentId: outcome.gatewayPaymentId,
          failureReason: outcome.failureReason,
        }));
      return { duplicate: false, applied, amountMatches, previous: payment.status };
    });
    if (result && !result.amountMatches) {
      log.error({ paymentId, outcome }, 'a gateway reported another amount than the payment asked');
    }
    if (result?.applied) await notify(paymentId, result.previous);
    return result;
  }

  async function createGatewayOrder(
    payment: Payment,
    gateway: PaymentGateway,
    customer?: GuaranteeCustomer,
  ): Promise<BrowserPayment> {
    let created: CreatedOrder;
    try {
      created = await gateway.createOrder(payment, payment.gatewayAttempts > 1, customer);
    } catch (error) {
      await releaseGatewayCall(db, payment.id);
      if (!(error instanceof GatewayError)) throw error;
      if (error.refused) {
        await applyOutcome(
          payment.id,
          { status: 'failed', failureReason: error.message, summary: `start: ${error.message}` },
          'start',
        );
        throw new ApiError(502, error.message);
      }
      // Unclear (timeout, 5xx): the gateway may have made the order; the next start looks for it first.
      await recordPaymentEvent(db, {
        paymentId: payment.id,
        status: 'created',
        applied: false,
        source: 'start',
        summary: `start: ${error.message}`,
      });
      const said = /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
      throw new ApiError(503, `${said} Nothing was charged; please try again.`);
    }
    await recordGatewayOrder(db, payment.id, created.gatewayOrderId);
    await recordPaymentEvent(db, {
      paymentId: payment.id,
      status: 'pending',
      applied: true,
      source: 'start',
      summary: `start: ${gateway.name} order ${created.gatewayOrderId}`,
    });
    return gateway.browserPayment(
      { ...payment, gatewayOrderId: created.gatewayOrderId, status: 'pending' },
      returnUrlFor(payment, deps.publicUrl),
      created,
    );
  }

  /** What the browser needs for a payment, making its gateway order first (one process at a time) if needed. */
  async function browserPaymentFor(payment: Payment, customer?: GuaranteeCustomer): Promise<BrowserPayment> {
    const gateway = gatewayOf(payment.gateway);
    const deadline = Date.now() + leaseMs;
    let current = payment;
    for (;;) {
      if (current.gatewayOrderId !== null) {
        return gateway.browserPayment(
          { ...current, gatewayOrderId: current.gatewayOrderId },
          returnUrlFor(current, deps.publicUrl),
        );
      }
      if (current.status === 'failed') {
        throw new ApiError(502, current.failureReason ?? `${GATEWAY_LABELS[current.gateway]} refused the payment`);
      }
      const claimed = await claimGatewayCall(db, current.id, leaseMs);
      if (claimed) return createGatewayOrder(claimed, gateway, customer);
      if (Date.now() > deadline) {
        throw new ApiError(503, 'The payment is still being prepared; please try again in a moment.');
      }
      await wait(50);
      current = (await findPayment(db, current.id)) ?? current;
    }
  }

  /** The gateway's word on a payment, asked (a lookup); an unclear answer changes nothing. */
  async function reconcile(paymentId: string): Promise<Payment> {
    const payment = await findPayment(db, paymentId);
    if (!payment) throw new ApiError(404, 'No such payment');
    if (payment.gatewayOrderId === null || payment.status === 'captured') return payment;
    let outcome: GatewayOutcome | undefined;
    try {
      outcome = await gatewayOf(payment.gateway).lookup({ ...payment, gatewayOrderId: payment.gatewayOrderId });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.warn({ paymentId, err: error }, 'the gateway could not be asked about a payment');
      return payment;
    }
    if (outcome && outcome.status !== 'pending') await applyOutcome(paymentId, outcome, 'reconcile');
    return (await findPayment(db, paymentId)) ?? payment;
  }

  return {
    gateway: config.gateway,

    async start(input) {
      checkStartInput(input, deps.publicUrl);
      const { customer, ...fields } = input;
      const payment = await insertOrFindPayment(db, { ...fields, id: newPaymentId(), gateway: config.gateway });
      const same =
        payment.purpose === input.purpose &&
        payment.orderId === input.orderId &&
        payment.amountMinor === input.amountMinor &&
        payment.currency === input.currency;
      if (!same) throw new ApiError(409, 'This idempotency key was already used for another payment');
      return browserPaymentFor(payment, customer);
    },

    async confirmFromBrowser(paymentId, gatewayReturn) {
      const payment = await findPayment(db, paymentId);
      if (!payment) throw new ApiError(404, 'No such payment');
      if (payment.gatewayOrderId === null) throw new ApiError(409, 'The payment has not reached the gateway yet');
      const outcome = await gatewayOf(payment.gateway).outcomeOfReturn(
        { ...payment, gatewayOrderId: payment.gatewayOrderId },
        gatewayReturn,
      );
      if (outcome) {
        const result = await applyOutcome(paymentId, outcome, 'browser');
        if (result && !result.amountMatches) throw new ApiError(400, 'The amount paid does not match this payment');
      }
      return (await findPayment(db, paymentId)) ?? payment;
    },

    async applyGatewaySignal(gateway, signal) {
      const payment = await findPaymentByGatewayOrder(db, gateway, signal.gatewayOrderId);
      if (!payment) return { duplicate: false, applied: false };
      const outcome = typeof signal.outcome === 'function' ? signal.outcome(payment) : signal.outcome;
      const result = await applyOutcome(payment.id, outcome, 'webhook', signal.gatewayEventId);
      return { paymentId: payment.id, duplicate: result?.duplicate ?? false, applied: result?.applied ?? false };
    },

    onPaymentSettled(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    get: (paymentId) => findPayment(db, paymentId),

    reconcile,

    async catchUp(awaitedForMs) {
      for (const { id, previousStatus } of await unnotifiedPayments(db)) await notify(id, previousStatus);
      for (const { id } of await awaitedPayments(db, awaitedForMs)) {
        await reconcile(id).catch((error) => log.error({ err: error, paymentId: id }, 'could not reconcile a payment'));
      }
    },
  };
}
