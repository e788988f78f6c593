import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countBookings } from './bookings.repository';

export const DEMO_BOOKING_ID = 'HB-100001';
export const DEMO_BOOKING_EMAIL = 'traveller@example.com';

const FREE_CANCELLATION =
  'Free cancellation up to 48 hours before check-in (80% refund); 50% between 24 and 48 hours; no refund within 24 hours.';
const NON_REFUNDABLE = 'Non-refundable rate: no refund after booking, except with travel insurance.';

/**
 * Demo bookings for an empty database. Dates are relative to the seed day, and HB-100001 checks in
 * 90 days later, so it stays more than 48 hours ahead for weeks after a persistent database was seeded.
 */
export async function seedDemoBookings(db: Db): Promise<void> {
  if ((await countBookings(db)) > 0) return;
  await db.execute(sql`
    INSERT INTO bookings (id, hotel_id, hotel_name, city, guest_name, email, phone, check_in, check_out, guests, rooms,
                          amount_paid, currency, payment_reference, gateway, status, cancellation_policy, created_at)
    VALUES
      ('HB-100001', NULL, 'Marine Drive Residency', 'Mumbai', 'Asha Traveller', ${DEMO_BOOKING_EMAIL}, '9876543210',
       current_date + 90, current_date + 93, 2, 1, 1845000, 'INR', 'pay_DEMO100001', 'razorpay', 'confirmed',
       ${FREE_CANCELLATION}, now() - interval '3 days'),
      ('HB-100002', NULL, 'Shibuya Garden Hotel', 'Tokyo', 'Asha Traveller', ${DEMO_BOOKING_EMAIL}, '9876543210',
       current_date + 40, current_date + 44, 2, 1, 6420000, 'INR', 'pi_DEMO100002', 'stripe', 'cancelled',
       ${FREE_CANCELLATION}, now() - interval '20 days'),
      ('HB-100003', NULL, 'Colaba Heritage Inn', 'Mumbai', 'Rohan Mehta', 'rohan.mehta@example.com', NULL,
       current_date - 30, current_date - 27, 1, 1, 960000, 'INR', 'pay_DEMO100003', 'razorpay', 'completed',
       ${NON_REFUNDABLE}, now() - interval '45 days'),
      ('HB-100004', NULL, 'Marina Bay Suites', 'Singapore', 'Priya Nair', 'priya.nair@example.com', '9123456780',
       current_date + 12, current_date + 15, 3, 2, 7350000, 'INR', 'sbx_DEMO100004', 'sandbox', 'confirmed',
       ${FREE_CANCELLATION}, now() - interval '6 days'),
      ('HB-100005', NULL, 'Old Town Boutique Hotel', 'Dubai', 'Kabir Shah', 'kabir.shah@example.com', NULL,
       current_date + 60, current_date + 62, 2, 1, 2890000, 'INR', NULL, 'sandbox', 'pending_payment',
       ${FREE_CANCELLATION}, now() - interval '1 day'),
      ('HB-100006', NULL, 'Bandra Sea View Hotel', 'Mumbai', 'Nikhil Rao', 'nikhil.rao@example.com', '9988776655',
       current_date + 75, current_date + 77, 2, 1, 1240000, 'INR', 'pay_DEMO100006', 'razorpay', 'confirmed',
       ${FREE_CANCELLATION}, now() - interval '5 days')`);
  // Marked so My Trips and the back office show them as demo data, not real bookings.
  await db.execute(sql`UPDATE bookings SET demo = true WHERE id LIKE 'HB-10000_'`);
  // One request waiting for the admin center, one already decided.
  await db.execute(sql`
    INSERT INTO cancellation_requests (booking_id, customer_name, customer_email, customer_phone, amount, departure_date,
                                       reason, additional_notes, priority, status, refundable_amount, deductions,
                                       net_refund, created_at)
    VALUES
      ('HB-100004', 'Priya Nair', 'priya.nair@example.com', '9123456780', 7350000, (current_date + 12) + time '14:00',
       'Change of travel plans', 'Flight was rescheduled', 'medium', 'pending', 5880000, 5000, 5875000, now() - interval '2 hours'),
      ('HB-100002', 'Asha Traveller', ${DEMO_BOOKING_EMAIL}, '9876543210', 6420000, (current_date + 40) + time '14:00',
       'Found a better deal', NULL, 'low', 'approved', 5136000, 5000, 5131000, now() - interval '10 days')`);
}
