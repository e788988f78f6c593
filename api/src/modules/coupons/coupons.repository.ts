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

export type RedemptionResult = 'redeemed' | 'already-redeemed' | 'used-up' | 'account-limit';

/** Fare types as a Postgres array literal: '{Saver,Flexi}' (the values are a closed set of words). */
const textArray = (values: readonly string[] | null | undefined) => (values ? `{${values.join(',')}}` : null);

const count = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

export function couponsRepository(db: Db) {
  return {
    async insert(coupon: NewCoupon): Promise<CouponRules> {
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
    },

    async count(): Promise<number> {
      return count(await queryRows(db, sql`SELECT count(*) AS n FROM coupons`));
    },

    /** The coupon with this code, whatever its letter case. */
    async findByCode(code: string): Promise<CouponRules | undefined> {
      const [row] = await queryRows<CouponRow>(db, sql`SELECT * FROM coupons WHERE lower(code) = lower(${code})`);
      return row && toRules(row);
    },

    async usage(couponId: string, userId: string | null): Promise<CouponUsage> {
      const [row] = await queryRows<{ total: number | string; mine: number | string }>(
        db,
        sql`SELECT count(*) AS total, count(*) FILTER (WHERE user_id = ${userId}::uuid) AS mine
            FROM coupon_redemptions WHERE coupon_id = ${couponId}::uuid`,
      );
      return { total: Number(row.total), byAccount: userId === null ? null : Number(row.mine) };
    },

    /**
     * Records that an order used a code, within its total and per-account limits. The coupon row is locked
     * first, so concurrent redemptions of one code count one after another and never overshoot a limit.
     * A second call for the same order is 'already-redeemed' and records nothing.
     */
    async redeem(redemption: {
      couponId: string;
      userId: string | null;
      orderReference: string;
      discountMinor: number;
      currency: string;
    }): Promise<RedemptionResult> {
      return db.transaction(async (tx) => {
        const [coupon] = await queryRows<{ total_limit: number | null; per_account_limit: number | null }>(
          tx,
          sql`SELECT total_limit, per_account_limit FROM coupons WHERE id = ${redemption.couponId}::uuid FOR UPDATE`,
        );
        if (!coupon) throw new Error(`No coupon ${redemption.couponId}`);
        const done = await queryRows(
          tx,
          sql`SELECT 1 FROM coupon_redemptions
              WHERE coupon_id = ${redemption.couponId}::uuid AND order_reference = ${redemption.orderReference}`,
        );
        if (done.length > 0) return 'already-redeemed';
        const usage = await couponsRepository(tx).usage(redemption.couponId, redemption.userId);
        if (coupon.total_limit !== null && usage.total >= coupon.total_limit) return 'used-up';
        if (
          coupon.per_account_limit !== null &&
          usage.byAccount !== null &&
          usage.byAccount >= coupon.per_account_limit
        ) {
          return 'account-limit';
        }
        await tx.execute(
          sql`INSERT INTO coupon_redemptions (coupon_id, user_id, order_reference, discount_minor, currency)
              VALUES (${redemption.couponId}::uuid, ${redemption.userId}::uuid, ${redemption.orderReference},
                      ${redemption.discountMinor}, ${redemption.currency})`,
        );
        return 'redeemed';
      });
    },
  };
}

export type CouponsRepository = ReturnType<typeof couponsRepository>;
