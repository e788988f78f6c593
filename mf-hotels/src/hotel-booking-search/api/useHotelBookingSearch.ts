import { useState } from 'react';
import { useApiMutation } from '@travel/shared-ui';
import type { HotelSearchRequestReply } from '@travel/contracts/hotels';
import { buildHotelSearchRequest, type HotelBookingFormValues } from '@travel/contracts/rules';
import { submitHotelSearch } from './submitHotelSearch';

export type BookingSearchState =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; result: HotelSearchRequestReply }
  | { status: 'error'; message: string };

/** POST /api/hotels/search with the search request built from the form; the last answer stays until the next. */
export function useHotelBookingSearch() {
  const submit = useApiMutation(submitHotelSearch);
  const [result, setResult] = useState<HotelSearchRequestReply>();

  const search = async (values: HotelBookingFormValues) => {
    setResult(undefined);
    try {
      setResult(await submit.mutate(buildHotelSearchRequest(values)));
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
          ? { status: 'done', result }
          : { status: 'idle' };
  return { state, search };
}
