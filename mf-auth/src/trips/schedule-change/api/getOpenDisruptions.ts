import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { DisruptionsReply, FlightDisruption } from '@travel/contracts/disruptions';

/** Under the trips list's key: asked again with it, after an answer too. */
export const OPEN_DISRUPTIONS_KEY = ['trips', 'list', 'disruptions'] as const;

/** GET /api/trips/disruptions: the signed-in traveller's airline changes awaiting an answer, on any booking. */
export async function getOpenDisruptions(signal?: AbortSignal): Promise<FlightDisruption[]> {
  const { data } = await apiClient.get<DisruptionsReply>('/trips/disruptions', { signal });
  return data.disruptions;
}

export const useOpenDisruptions = (enabled: boolean) =>
  // No message of its own: the list shows without its banners when this fails.
  useApiQuery(OPEN_DISRUPTIONS_KEY, getOpenDisruptions, { enabled });
