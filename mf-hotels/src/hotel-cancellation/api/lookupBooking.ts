import { apiClient } from '@travel/shared-ui/api';
import type { BookingLookup, BookingLookupReply, BookingSummary } from '@travel/contracts/bookings';

/** POST /api/bookings/lookup: the booking a Booking ID and email name, with what cancelling now refunds. */
export async function lookupBooking(lookup: BookingLookup): Promise<BookingSummary> {
  const { data } = await apiClient.post<BookingLookupReply>('/bookings/lookup', lookup);
  return data.booking;
}
