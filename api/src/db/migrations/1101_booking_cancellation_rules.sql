-- Each hotel booking keeps the cancellation policy of the rate it was booked at, as rules
-- (contracts/src/rules/hotelCancellationPolicy.ts) beside the words of cancellation_policy, and the price of each
-- night (all rooms, taxes in) for a penalty in nights. NULL on bookings made before: the bookings service reads
-- their words (bookings.service.ts, legacyRules).
ALTER TABLE bookings ADD COLUMN cancellation_rules jsonb;
ALTER TABLE bookings ADD COLUMN nightly_minor integer[];
