-- A coupon's use is claimed when its order is created, in the order's transaction, so its limits hold on what is
-- paid (issue #35): counted while 'claimed' or 'redeemed' (paid), no longer once 'released' (the hold ended unpaid
-- or the order was cancelled). Guests are counted by their email, and so are accounts, beside their id.
ALTER TABLE coupon_redemptions
  ADD COLUMN order_id uuid,
  ADD COLUMN email text,
  ADD COLUMN status text NOT NULL DEFAULT 'redeemed' CHECK (status IN ('claimed', 'redeemed', 'released')),
  ADD COLUMN claimed_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN released_at timestamptz,
  ALTER COLUMN redeemed_at DROP NOT NULL,
  ALTER COLUMN redeemed_at DROP DEFAULT;
UPDATE coupon_redemptions SET claimed_at = redeemed_at;
CREATE INDEX coupon_redemptions_email ON coupon_redemptions (coupon_id, lower(email));
CREATE UNIQUE INDEX coupon_redemptions_order ON coupon_redemptions (order_id);
