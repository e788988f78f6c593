import { apiClient, useApiMutation } from '@travel/shared-ui/api';
import type { BookingRefundReply } from '@travel/contracts/refunds';

/** GET /api/refunds/bookings/:reference: a booking's payment and what remains refundable of it. */
export async function getBookingRefund(reference: string): Promise<BookingRefundReply> {
  const { data } = await apiClient.get<BookingRefundReply>(`/refunds/bookings/${encodeURIComponent(reference)}`);
  return data;
}

export const useBookingRefund = () =>
  useApiMutation(getBookingRefund, { errorMessage: 'Could not find that booking.' });
