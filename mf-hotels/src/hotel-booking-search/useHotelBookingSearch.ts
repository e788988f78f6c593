import { useState } from 'react';
import { apiErrorMessage, buildHotelSearchRequest, type HotelBookingFormValues } from '@travel/shared-ui';
import { submitHotelSearch, type HotelRequestResult } from '../api/hotelsApi';

export type BookingSearchState =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; result: HotelRequestResult }
  | { status: 'error'; message: string };

/** POST /api/hotels/search with the search request built from the form. */
export function useHotelBookingSearch() {
  const [state, setState] = useState<BookingSearchState>({ status: 'idle' });

  const search = async (values: HotelBookingFormValues) => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'done', result: await submitHotelSearch(buildHotelSearchRequest(values)) });
    } catch (error) {
      setState({ status: 'error', message: apiErrorMessage(error) });
    }
  };

  return { state, search };
}
