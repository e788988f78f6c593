-- Coupons (issue #14): discount codes with their rules, priced by POST /api/coupons/quote, and their
-- redemptions, one per paid order, which the use limits count. Amounts are minor units beside a currency.

CREATE TABLE coupons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Shown and stored upper case; unique whatever the letter case (index below).
  code text NOT NULL CHECK (code <> '' AND length(code) <= 32),
  description text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('percentage', 'flat')),
  -- percentage: percent off the order, optionally capped at max_discount_minor.
  percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
  max_discount_minor integer CHECK (max_discount_minor > 0),
  -- flat: this amount off.
  amount_off_minor integer CHECK (amount_off_minor > 0),
  currency char(3) NOT NULL DEFAULT 'INR',
  min_order_minor integer NOT NULL DEFAULT 0 CHECK (min_order_minor >= 0),
  valid_from timestamptz NOT NULL DEFAULT now(),
  -- NULL: no end date.
  valid_until timestamptz,
  -- NULL: no limit.
  per_account_limit integer CHECK (per_account_limit > 0),
  total_limit integer CHECK (total_limit > 0),
  product text NOT NULL CHECK (product IN ('flight', 'hotel')),
  -- The fare types the code applies to; NULL: every fare (and hotels, which have none).
  fare_types text[] CHECK (fare_types <@ ARRAY['Saver', 'Standard', 'Flexi']::text[]),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_until IS NULL OR valid_until > valid_from),
  CHECK (
    (kind = 'percentage' AND percent_off IS NOT NULL AND amount_off_minor IS NULL)
    OR (kind = 'flat' AND amount_off_minor IS NOT NULL AND percent_off IS NULL AND max_discount_minor IS NULL)
  )
);
CREATE UNIQUE INDEX coupons_code_key ON coupons (lower(code));

-- One row per order that used a code; never deleted (a cancelled order keeps its history).
CREATE TABLE coupon_redemptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  coupon_id uuid NOT NULL REFERENCES coupons (id),
  -- NULL for a guest checkout.
  user_id uuid REFERENCES users (id),
  order_reference text NOT NULL,
  discount_minor integer NOT NULL CHECK (discount_minor > 0),
  currency char(3) NOT NULL,
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  -- A retried payment confirmation redeems once.
  UNIQUE (coupon_id, order_reference)
);
CREATE INDEX coupon_redemptions_account ON coupon_redemptions (coupon_id, user_id);
