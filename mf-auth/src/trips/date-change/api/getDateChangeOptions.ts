import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { DateChangeOption, DateChangeOptionsReply } from '@travel/contracts/trips';

/** GET /api/trips/flight/:reference/date-change?date=: the route's flights that day, priced as a change. */
export async function getDateChangeOptions(
  reference: string,
  date: string,
  token: string | undefined,
  signal?: AbortSignal,
): Promise<DateChangeOption[]> {
  const { data } = await apiClient.get<DateChangeOptionsReply>(
    `/trips/flight/${encodeURIComponent(reference)}/date-change`,
    { params: token ? { date, token } : { date }, signal },
  );
  return data.options;
}

export const useDateChangeOptions = (reference: string, date: string, token: string | undefined) =>
  useApiQuery(
    ['trips', 'date-change-options', reference, date],
    (signal) => getDateChangeOptions(reference, date, token, signal),
    { enabled: date !== '', errorMessage: 'Could not load the flights of that day.' },
  );
