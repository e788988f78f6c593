import { useState } from 'react';
import { useApiMutation } from '@travel/shared-ui/api';
import type { HotelSearchRequestReply, RoomGuests } from '@travel/contracts/hotels';
import { buildHotelSearchRequest, type HotelBookingFormValues } from '@travel/contracts/rules';
import { submitHotelSearch } from './submitHotelSearch';

export type BookingSearchState =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; result: HotelSearchRequestReply; perRoom: RoomGuests[] }
  | { status: 'error'; message: string };

/** POST /api/hotels/search with the search request built from the form; the last answer stays until the next. */
export function useHotelBookingSearch() {
  const submit = useApiMutation(submitHotelSearch);
  const [result, setResult] = useState<{ reply: HotelSearchRequestReply; perRoom: RoomGuests[] }>();

  const search = async (values: HotelBookingFormValues) => {
    setResult(undefined);
    const request = buildHotelSearchRequest(values);
    // Each room's guests go on to the hotel page and checkout, which offer, price and check the stay with them.
    const perRoom = request.searchQuery.roomInfo.map((room) => ({
      adults: room.numberOfAdults,
      children: room.numberOfChild,
      childAges: room.childAge ?? [],
    }));
    try {
      setResult({ reply: await submit.mutate(request), perRoom });
    } catch {
      // submit keeps the message
    }
  };

  const state: BookingSearchState =
    submit.status === 'pending'
      ? { status: 'loading' }
      : submit.status === 'error'
        ? { status: 'error', message: submit.message }
        : result
          ? { status: 'done', result: result.reply, perRoom: result.perRoom }
          : { status: 'idle' };
  return { state, search };
}
