import { formatInr, fromMinor } from '@travel/shared-ui/money';
import type { TripSummary } from '@travel/contracts/trips';

/** Minor units as the page shows them (INR, the bookings' currency). */
export const money = (minor: number) => formatInr(fromMinor(minor));

/** Minor units in the given currency: INR as the rest of the page, any other in its own symbol. */
export const moneyIn = (minor: number, currency: string) =>
  currency === 'INR'
    ? money(minor)
    : new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(fromMinor(minor));

export const GATEWAY_LABELS: Record<string, string> = {
  razorpay: 'Razorpay',
  stripe: 'Stripe',
  sandbox: 'Sandbox',
  travel_credit: 'Travel credit',
};

const STATUS_LABELS: Record<string, string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  pending_payment: 'Awaiting payment',
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Not approved',
  sent: 'Sent to the payment gateway',
  processed: 'Refunded',
  failed: 'Failed, being retried',
  credited: 'Added to travel credit',
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** '12 Dec 2026, 06:10' or '12 Dec 2026 – 15 Dec 2026'. */
export function tripDates(trip: Pick<TripSummary, 'startDate' | 'endDate' | 'startTime'>): string {
  if (trip.endDate) return `${day(trip.startDate)} – ${day(trip.endDate)}`;
  return trip.startTime ? `${day(trip.startDate)}, ${trip.startTime}` : day(trip.startDate);
}

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export const longDay = day;
