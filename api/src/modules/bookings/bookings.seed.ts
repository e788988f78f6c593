import { sql } from 'drizzle-orm';
import {
  addDays,
  describeHotelCancellation,
  isoDate,
  zonedMoment,
  type HotelCancellationPenalty,
  type HotelCancellationRules,
} from '@travel/contracts/rules';
import type { Db } from '../../db/database';
import { countBookings } from './bookings.repository';

export const DEMO_BOOKING_ID = 'HB-100001';
export const DEMO_BOOKING_EMAIL = 'traveller@example.com';

/** A policy for a seeded booking: its rules, and the words written from them (what the guest reads is applied). */
function policy(rules: HotelCancellationRules) {
  return { text: describeHotelCancellation(rules), rules: JSON.stringify(rules) };
}

/** Free until `daysBefore` days before the 14:00 check-in, hotel time, then `penalty`. */
const refundable = (checkIn: string, timeZone: string, daysBefore: number, penalty: HotelCancellationPenalty) =>
  policy({
    type: 'refundable',
    freeUntil: zonedMoment(addDays(checkIn, -daysBefore), '14:00', timeZone),
    timeZone,
    penalty,
  });
const NON_REFUNDABLE = policy({ type: 'non_refundable' });

/**
 * Demo bookings for an empty database. Dates are relative to the seed day, and HB-100001 checks in
 * 90 days later, so it stays inside its free cancellation for weeks after a persistent database was seeded.
 * Each keeps its policy as rules and the words written from them.
 */
export async function seedDemoBookings(db: Db): Promise<void> {
  if ((await countBookings(db)) > 0) return;
  const day = (offset: number) => addDays(isoDate(), offset);
  const rows = [
    [
      'HB-100001',
      'Marine Drive Residency',
      'Mumbai',
      'Asha Traveller',
      DEMO_BOOKING_EMAIL,
      '9876543210',
      90,
      93,
      2,
      1,
      1845000,
      'pay_DEMO100001',
      'razorpay',
      'confirmed',
      refundable(day(90), 'Asia/Kolkata', 2, { type: 'nights', nights: 1 }),
      3,
    ],
    [
      'HB-100002',
      'Shibuya Garden Hotel',
      'Tokyo',
      'Asha Traveller',
      DEMO_BOOKING_EMAIL,
      '9876543210',
      40,
      44,
      2,
      1,
      6420000,
      'pi_DEMO100002',
      'stripe',
      'cancelled',
      refundable(day(40), 'Asia/Tokyo', 3, { type: 'percent', percent: 20 }),
      20,
    ],
    [
      'HB-100003',
      'Colaba Heritage Inn',
      'Mumbai',
      'Rohan Mehta',
      'rohan.mehta@example.com',
      null,
      -30,
      -27,
      1,
      1,
      960000,
      'pay_DEMO100003',
      'razorpay',
      'completed',
      NON_REFUNDABLE,
      45,
    ],
    [
      'HB-100004',
      'Marina Bay Suites',
      'Singapore',
      'Priya Nair',
      'priya.nair@example.com',
      '9123456780',
      12,
      15,
      3,
      2,
      7350000,
      'sbx_DEMO100004',
      'sandbox',
      'confirmed',
      refundable(day(12), 'Asia/Singapore', 2, { type: 'percent', percent: 20 }),
      6,
    ],
    [
      'HB-100005',
      'Old Town Boutique Hotel',
      'Dubai',
      'Kabir Shah',
      'kabir.shah@example.com',
      null,
      60,
      62,
      2,
      1,
      2890000,
      null,
      'sandbox',
      'pending_payment',
      refundable(day(60), 'Asia/Dubai', 1, { type: 'nights', nights: 1 }),
      1,
    ],
    [
      'HB-100006',
      'Bandra Sea View Hotel',
      'Mumbai',
      'Nikhil Rao',
      'nikhil.rao@example.com',
      '9988776655',
      75,
      77,
      2,
      1,
      1240000,
      'pay_DEMO100006',
      'razorpay',
      'confirmed',
      NON_REFUNDABLE,
      5,
    ],
    // Filed and approved by the admin e2e: refundable, so its approval pays a real refund.
    [
      'HB-100007',
      'Juhu Beach Resort',
      'Mumbai',
      'Meera Iyer',
      'meera.iyer@example.com',
      '9812345670',
      80,
      82,
      2,
      1,
      1240000,
      'pay_DEMO100007',
      'razorpay',
      'confirmed',
      refundable(day(80), 'Asia/Kolkata', 2, { type: 'nights', nights: 1 }),
      4,
    ],
  ] as const;
  for (const [
    id,
    hotel,
    city,
    guest,
    email,
    phone,
    inDays,
    outDays,
    guests,
    rooms,
    paid,
    payment,
    gateway,
    status,
    terms,
    daysAgo,
  ] of rows) {
    await db.execute(sql`
      INSERT INTO bookings (id, hotel_id, hotel_name, city, guest_name, email, phone, check_in, check_out, guests, rooms,
                            amount_paid_minor, currency, payment_reference, gateway, status, cancellation_policy,
                            cancellation_rules, created_at)
      VALUES (${id}, NULL, ${hotel}, ${city}, ${guest}, ${email}, ${phone}, ${day(inDays)}::date, ${day(outDays)}::date,
              ${guests}, ${rooms}, ${paid}, 'INR', ${payment}, ${gateway}, ${status}, ${terms.text}, ${terms.rules}::jsonb,
              now() - ${`${daysAgo} days`}::interval)`);
  }
  // Marked so My Trips and the back office show them as demo data, not real bookings.
  await db.execute(sql`UPDATE bookings SET demo = true WHERE id LIKE 'HB-10000_'`);
  // One request waiting for the admin center, one already decided.
  await db.execute(sql`
    INSERT INTO cancellation_requests (booking_id, customer_name, customer_email, customer_phone, amount_minor, departure_date,
                                       reason, additional_notes, priority, status, refundable_amount_minor, deductions_minor,
                                       net_refund_minor, created_at)
    VALUES
      ('HB-100004', 'Priya Nair', 'priya.nair@example.com', '9123456780', 7350000, (current_date + 12) + time '14:00',
       'Change of travel plans', 'Flight was rescheduled', 'medium', 'pending', 7350000, 0, 7350000, now() - interval '2 hours'),
      ('HB-100002', 'Asha Traveller', ${DEMO_BOOKING_EMAIL}, '9876543210', 6420000, (current_date + 40) + time '14:00',
       'Found a better deal', NULL, 'low', 'approved', 6420000, 0, 6420000, now() - interval '10 days')`);
}
