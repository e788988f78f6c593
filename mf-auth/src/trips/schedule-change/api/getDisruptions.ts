import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { DisruptionsReply, FlightDisruption } from '@travel/contracts/disruptions';

const paramsOf = (token: string | undefined) => (token ? { token } : undefined);

/** The query key of a booking's airline changes (the trip page, its card and the review page share it). */
export const disruptionsKey = (reference: string) => ['trips', 'disruptions', reference.toUpperCase()] as const;

/** GET /api/trips/flight/:reference/disruptions: the airline's changes of a flight booking, latest first. */
export async function getDisruptions(
  reference: string,
  token: string | undefined,
  signal?: AbortSignal,
): Promise<FlightDisruption[]> {
  const { data } = await apiClient.get<DisruptionsReply>(`/trips/flight/${encodeURIComponent(reference)}/disruptions`, {
    params: paramsOf(token),
    signal,
  });
  return data.disruptions;
}

export const useDisruptions = (reference: string, token: string | undefined, enabled = true) =>
  useApiQuery(disruptionsKey(reference), (signal) => getDisruptions(reference, token, signal), {
    enabled: enabled && reference !== '',
    errorMessage: "Could not load the airline's changes to this booking.",
  });
