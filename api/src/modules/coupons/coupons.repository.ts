import { sql } from 'drizzle-orm';
import type { FareType } from '@travel/contracts/rules';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';
import type { CouponRules, CouponUsage } from './coupons.pricing';

interface CouponRow {
  id: string;
  code: string;
  description: string;
  kind: 'percentage' | 'flat';
  percent_off: number | null;
  max_discount_minor: number | null;
  amount_off_minor: number | null;
  currency: string;
  min_order_minor: number;
  valid_from: string | Date;
  valid_until: string | Date | null;
  per_account_limit: number | null;
  total_limit: number | null;
  product: CouponRules['product'];
  fare_types: FareType[] | null;
  active: boolean;
}

const toRules = (row: CouponRow): CouponRules => ({
  id: row.id,
  code: row.code,
  description: row.description,
  kind: row.kind,
  percentOff: row.percent_off,
  maxDiscountMinor: row.max_discount_minor,
  amountOffMinor: row.amount_off_minor,
  currency: row.currency,
  minOrderMinor: row.min_order_minor,
  validFrom: new Date(row.valid_from),
  validUntil: row.valid_until === null ? null : new Date(row.valid_until),
  perAccountLimit: row.per_account_limit,
  totalLimit: row.total_limit,
  product: row.product,
  fareTypes: row.fare_types,
  active: row.active,
});

/** A new coupon: everything but id, with the limits and dates optional. */
export type NewCoupon = Omit<
  CouponRules,
  'id' | 'validFrom' | 'validUntil' | 'perAccountLimit' | 'totalLimit' | 'fareTypes' | 'active' | 'maxDiscountMinor'
> &
  Partial<
    Pick<
      CouponRules,
      'validFrom' | 'validUntil' | 'perAccountLimit' | 'totalLimit' | 'fareTypes' | 'active' | 'maxDiscountMinor'
    >
  >;

/** What claiming a coupon for an order gives: the use is the order's, or a limit stands in its way. */
export type ClaimResult = 'claimed' | 'used-up' | 'account-limit';

/** Who uses a code: the account, and the email it is known by (a guest's contact email, an account's own). */
export interface CouponUser {
  userId: string | null;
  email: string | null;
}

/** Fare types as a Postgres array literal: '{Saver,Flexi}' (the values are a closed set of words). */
const textArray = (values: readonly string[] | null | undefined) => (values ? `{${values.join(',')}}` : null);

const countOf = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

export async function insert(db: Db, coupon: NewCoupon): Promise<CouponRules> {
  const [row] = await queryRows<CouponRow>(
    db,
    sql`INSERT INTO coupons (code, description, kind, percent_off, max_discount_minor, amount_off_minor, currency,
          min_order_minor, valid_from, valid_until, per_account_limit, total_limit, product, fare_types, active)
        VALUES (${coupon.code.toUpperCase()}, ${coupon.description}, ${coupon.kind}, ${coupon.percentOff},
          ${coupon.maxDiscountMinor ?? null}, ${coupon.amountOffMinor}, ${coupon.currency}, ${coupon.minOrderMinor},
          ${(coupon.validFrom ?? new Date()).toISOString()}::timestamptz,
          ${coupon.validUntil ? coupon.validUntil.toISOString() : null}::timestamptz,
          ${coupon.perAccountLimit ?? null}, ${coupon.totalLimit ?? null}, ${coupon.product},
          ${textArray(coupon.fareTypes)}::text[], ${coupon.active ?? true})
        RETURNING *`,
  );
  return toRules(row);
}

export async function count(db: Db): Promise<number> {
  return countOf(await queryRows(db, sql`SELECT count(*) AS n FROM coupons`));
}

/** The coupon with this code, whatever its letter case. */
export async function findByCode(db: Db, code: string): Promise<CouponRules | undefined> {
  const [row] = await queryRows<CouponRow>(db, sql`SELECT * FROM coupons WHERE lower(code) = lower(${code})`);
  return row && toRules(row);
}

/**
 * How often a code is in use (claimed by an order still held, or paid): by everyone, and by the account or
 * email asking (null when neither is known). A released claim no longer counts.
 */
export async function usage(db: Db, couponId: string, user: CouponUser): Promise<CouponUsage> {
  const email = user.email?.toLowerCase() ?? null;
  const [row] = await queryRows<{ total: number | string; mine: number | string }>(
    db,
    sql`SELECT count(*) AS total,
               count(*) FILTER (WHERE user_id = ${user.userId}::uuid OR lower(email) = ${email}) AS mine
        FROM coupon_redemptions WHERE coupon_id = ${couponId}::uuid AND status <> 'released'`,
  );
  const known = user.userId !== null || email !== null;
  return { total: Number(row.total), byAccount: known ? Number(row.mine) : null };
}

/**
 * In the order's transaction: the order takes one use of the code, within its total and per-account limits.
 * The coupon row is locked first, so concurrent claims of one code count one after another and never
 * overshoot a limit. Claiming again for the same order changes nothing; a released claim is taken again
 * only within the limits.
 */
export async function claim(
  db: Db,
  claim: {
    couponId: string;
    user: CouponUser;
    orderId: string;
    orderReference: string;
    discountMinor: number;
    currency: string;
  },
): Promise<ClaimResult> {
  const [coupon] = await queryRows<{ total_limit: number | null; per_account_limit: number | null }>(
    db,
    sql`SELECT total_limit, per_account_limit FROM coupons WHERE id = ${claim.couponId}::uuid FOR UPDATE`,
  );
  if (!coupon) throw new Error(`No coupon ${claim.couponId}`);
  const [existing] = await queryRows<{ status: string }>(
    db,
    sql`SELECT status FROM coupon_redemptions WHERE order_id = ${claim.orderId}::uuid`,
  );
  if (existing && existing.status !== 'released') return 'claimed';
  const inUse = await usage(db, claim.couponId, claim.user);
  if (coupon.total_limit !== null && inUse.total >= coupon.total_limit) return 'used-up';
  if (coupon.per_account_limit !== null && inUse.byAccount !== null && inUse.byAccount >= coupon.per_account_limit) {
    return 'account-limit';
  }
  if (existing) {
    await db.execute(
      sql`UPDATE coupon_redemptions SET status = 'claimed', claimed_at = now(), released_at = NULL
          WHERE order_id = ${claim.orderId}::uuid`,
    );
  } else {
    await db.execute(
      sql`INSERT INTO coupon_redemptions (coupon_id, user_id, email, order_id, order_reference, discount_minor,
            currency, status)
          VALUES (${claim.couponId}::uuid, ${claim.user.userId}::uuid, ${claim.user.email?.toLowerCase() ?? null},
            ${claim.orderId}::uuid, ${claim.orderReference}, ${claim.discountMinor}, ${claim.currency}, 'claimed')`,
    );
  }
  return 'claimed';
}

/** The order's claim becomes a paid use; answers whether the order had a claim to mark. */
export async function markRedeemed(db: Db, orderId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`UPDATE coupon_redemptions SET status = 'redeemed', redeemed_at = coalesce(redeemed_at, now())
        WHERE order_id = ${orderId}::uuid AND status <> 'released' RETURNING 1`,
  );
  return rows.length > 0;
}

/** The order's use goes back to the code (its hold ended unpaid, or it was cancelled). */
export async function release(db: Db, orderId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`UPDATE coupon_redemptions SET status = 'released', released_at = now()
        WHERE order_id = ${orderId}::uuid AND status <> 'released' RETURNING 1`,
  );
  return rows.length > 0;
}
