import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORDER_REFERENCE_LENGTH } from '@travel/contracts/payments';
import type { Db } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import { claimRefusal, type CouponsService } from '../coupons/coupons.service';
import type { auditTrail } from './order-audit';

/**
 * What the flight and hotel checkouts do alike with the orders they create: the reference, one order per
 * Idempotency-Key, who may read an order, the 409 that says why an order could not be made or paid, and the
 * coupon's use, claimed with the order and redeemed once it is paid.
 */

/** No 0/O, 1/I/L: read aloud or typed from a ticket without mistakes. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 31^10 ≈ 8·10^14 references: guessing one that exists is hopeless within the look-ups' rate limits. */
export const newReference = () =>
  Array.from({ length: ORDER_REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join(
    '',
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a payment's order id can be one of our orders' (a payment of the sandbox may carry anything). */
export const isOrderId = (orderId: string) => UUID.test(orderId);

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const sameSecret = (given: string, stored: string) =>
  timingSafeEqual(Buffer.from(hash(given), 'hex'), Buffer.from(hash(stored), 'hex'));

/** A 409 with the reply the page needs to say why (price changed, sold out, seat taken, hold over, key reused). */
export class OrderConflict<Reply extends { message: string }> extends ApiError {
  constructor(readonly reply: Reply) {
    super(409, reply.message);
  }
}

/** The checkout routes' error handler: an OrderConflict sends its reply, any other 409 the reason 'conflict'. */
export function sendOrderConflicts(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof OrderConflict) return reply.status(409).send(error.reply);
    if (error instanceof ApiError && error.statusCode === 409) {
      return reply.status(409).send({ success: false, reason: 'conflict', message: error.message });
    }
    throw error;
  });
}

interface OwnedOrder {
  userId: string | null;
  accessToken: string;
}

/** The order for whoever asks: its owner, or anyone with its access token; 404 for everyone else. */
export function visibleOrder<Row extends OwnedOrder>(
  order: Row | undefined,
  userId: string | null,
  token: string | undefined,
): Row {
  const allowed =
    order &&
    ((order.userId !== null && order.userId === userId) ||
      (token !== undefined && sameSecret(token, order.accessToken)));
  if (!allowed) throw new ApiError(404, 'No such booking');
  return order;
}

interface CreatedOrder<View> {
  replayed: boolean;
  reply: { order: View; accessToken: string };
}

/**
 * Creates an order once per Idempotency-Key. Whatever the attempt ran into, when the key made an order already
 * (a retry, or two requests at once) that order is the answer, with the same access token, if the same user
 * sent the same body; else a 409. The key is looked up only then, so a new order costs no look-up.
 */
export async function createOnce<Row extends OwnedOrder & { requestDigest: string }, View>(
  body: unknown,
  userId: string | null,
  order: {
    /** Makes the order, remembering the request's digest. */
    create(digest: string): Promise<CreatedOrder<View>>;
    /** The order the key made, if any. */
    madeByKey(): Promise<Row | undefined>;
    view(row: Row): View | Promise<View>;
  },
): Promise<CreatedOrder<View>> {
  const digest = hash(JSON.stringify(body));
  try {
    return await order.create(digest);
  } catch (error) {
    const existing = await order.madeByKey();
    if (!existing) throw error;
    if (existing.requestDigest !== digest || existing.userId !== userId) {
      throw new OrderConflict({
        success: false,
        reason: 'idempotency_key_reused',
        message: 'This Idempotency-Key was already used for another order',
      });
    }
    return { replayed: true, reply: { order: await order.view(existing), accessToken: existing.accessToken } };
  }
}

/**
 * Who asks for a hold: the client address, and the booking device (the hash of its cookie, `BOOKING_DEVICE`).
 * Each is limited on its own: many travellers share an address, and one device changes address.
 */
export interface OrderHolder {
  address: string | null;
  device: string | null;
}

/** How a holder is counted: by its address or by its device. */
export type HeldBy = 'address' | 'device';

/**
 * In the order's creating transaction: what one client address, and what one device, holds unpaid stays within
 * its limit of seats or rooms, so nobody holds a plane or a hotel for free. Orders from one address (one device)
 * take turns here (an advisory lock for the transaction, the address's first), so concurrent orders cannot all
 * pass the same count. Too many is a 429 that says why.
 */
export async function holdWithinLimits(
  tx: Db,
  hold: {
    holder: OrderHolder;
    wanted: number;
    limits: Record<HeldBy, number>;
    unit: 'seat' | 'room';
    heldNow(by: HeldBy, holder: string): Promise<number>;
  },
): Promise<void> {
  for (const by of ['address', 'device'] as const) {
    const holder = hold.holder[by];
    if (!holder) continue;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`order-hold:${by}:${holder}`}, 0))`);
    const held = await hold.heldNow(by, holder);
    const limit = hold.limits[by];
    if (held + hold.wanted <= limit) continue;
    const units = (n: number) => `${n} ${hold.unit}${n === 1 ? '' : 's'}`;
    throw new ApiError(
      429,
      `You are already holding ${units(held)} in unpaid bookings, and at most ${units(limit)} can be held at ` +
        'once. Pay for a booking, or wait for its hold to end, then try again.',
    );
  }
}

/** The orders column that names a holder. */
export const holderColumn = (by: HeldBy) => sql.raw(by === 'address' ? 'client_address' : 'client_device');

interface CouponOrder {
  id: string;
  reference: string;
  userId: string | null;
  couponCode: string | null;
  discountMinor: number;
  currency: string;
}

type Coupons = Pick<CouponsService, 'claim' | 'markRedeemed'>;
type Trail = Pick<ReturnType<typeof auditTrail>, 'record'>;

/**
 * In the caller's transaction: the order takes one use of `code` (its own), counted for its account and for
 * `email`, or is told what stands in its way. Claiming again for the same order changes nothing.
 */
export const claimCoupon = (tx: Db, coupons: Coupons, order: CouponOrder, code: string, email: string) =>
  coupons.claim(tx, {
    code,
    user: { userId: order.userId, email },
    orderId: order.id,
    orderReference: order.reference,
    discountMinor: order.discountMinor,
    currency: order.currency,
  });

/**
 * In the order's creating transaction: the order takes one use of its code, counted for its account and for
 * `email` (the account's, or a guest's contact email). A limit in the way is a 409 that undoes the order.
 */
export async function claimOrderCoupon(
  tx: Db,
  coupons: Coupons,
  trail: Trail,
  order: CouponOrder,
  email: string,
): Promise<void> {
  if (!order.couponCode) return;
  const result = await claimCoupon(tx, coupons, order, order.couponCode, email);
  if (result !== 'claimed') throw claimRefusal(result);
  await trail.record(tx, order.id, 'coupon', `${order.couponCode}: claimed`);
}

/**
 * In the paying transaction: the order's claimed use of its code becomes a paid one. An order made before
 * claims existed claims it now, and its trail says if a limit was passed.
 */
export async function redeemOrderCoupon(
  tx: Db,
  coupons: Coupons,
  trail: Trail,
  order: CouponOrder & { contactEmail: string },
): Promise<void> {
  if (!order.couponCode) return;
  if (!(await coupons.markRedeemed(tx, order.id))) {
    const claimed = await claimCoupon(tx, coupons, order, order.couponCode, order.contactEmail);
    if (claimed !== 'claimed') {
      await trail.record(tx, order.id, 'coupon', `${order.couponCode}: ${claimed}, paid with its discount`);
      return;
    }
    await coupons.markRedeemed(tx, order.id);
  }
  await trail.record(tx, order.id, 'coupon', `${order.couponCode}: redeemed`);
}
