-- Card guarantees of pay-at-the-hotel rates (issue #15) go through the payments module like a payment, under the
-- purpose 'hotel_guarantee': a Stripe SetupIntent or a Razorpay authorisation transaction, nothing charged, so
-- its amount is 0. Its status 'captured' says the gateway accepted the card as a guarantee.
ALTER TABLE payments DROP CONSTRAINT payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check
  CHECK (purpose IN ('flight_order', 'hotel_order', 'flight_date_change', 'hotel_guarantee'));
ALTER TABLE payments DROP CONSTRAINT payments_amount_minor_check;
ALTER TABLE payments ADD CONSTRAINT payments_amount_minor_check
  CHECK (CASE WHEN purpose = 'hotel_guarantee' THEN amount_minor = 0 ELSE amount_minor > 0 END);
