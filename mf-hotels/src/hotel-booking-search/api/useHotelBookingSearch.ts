import { useState } from 'react';
import { useApiMutation } from '@travel/shared-ui/api';
import type { HotelSearchRequestReply } from '@travel/contracts/hotels';
import { buildHotelSearchRequest, type HotelBookingFormValues } from '@travel/contracts/rules';
import { submitHotelSearch } from './submitHotelSearch';

export type BookingSearchState =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; result: HotelSearchRequestReply; childAges: number[] }
  | { status: 'error'; message: string };

/** POST /api/hotels/search with the search request built from the form; the last answer stays until the next. */
export function useHotelBookingSearch() {
  const submit = useApiMutation(submitHotelSearch);
  const [result, setResult] = useState<{ reply: HotelSearchRequestReply; childAges: number[] }>();

  const search = async (values: HotelBookingFormValues) => {
    setResult(undefined);
    const request = buildHotelSearchRequest(values);
    // The ages go on to the hotel page and checkout, which price and check the stay with them.
    const childAges = request.searchQuery.roomInfo.flatMap((room) => room.childAge ?? []);
    try {
      setResult({ reply: await submit.mutate(request), childAges });
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
          ? { status: 'done', result: result.reply, childAges: result.childAges }
          : { status: 'idle' };
  return { state, search };
}
