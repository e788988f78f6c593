import { apiClient, invalidateQueries, useApiQuery } from '@travel/shared-ui/api';
import type { DisruptionAlternative, DisruptionAlternativesReply } from '@travel/contracts/disruptions';

/** GET …/disruptions/:id/alternatives: the other flights the supplier offers instead, at no cost to the traveller. */
export async function getAlternatives(
  reference: string,
  id: string,
  token: string | undefined,
  signal?: AbortSignal,
): Promise<DisruptionAlternative[]> {
  const { data } = await apiClient.get<DisruptionAlternativesReply>(
    `/trips/flight/${encodeURIComponent(reference)}/disruptions/${encodeURIComponent(id)}/alternatives`,
    { params: token ? { token } : undefined, signal },
  );
  return data.alternatives;
}

const alternativesKey = (reference: string, id: string) =>
  ['trips', 'disruption-alternatives', reference.toUpperCase(), id] as const;

/** The offered flights asked again (one chosen was no longer offered: the list has changed). */
export const refreshAlternatives = (reference: string, id: string) => invalidateQueries(alternativesKey(reference, id));

export const useAlternatives = (reference: string, id: string, token: string | undefined, enabled: boolean) =>
  useApiQuery(alternativesKey(reference, id), (signal) => getAlternatives(reference, id, token, signal), {
    enabled,
    errorMessage: 'Could not load the other flights the airline offers.',
  });
