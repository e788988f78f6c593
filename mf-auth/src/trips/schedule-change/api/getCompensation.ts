import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { DisruptionCompensation, DisruptionCompensationReply } from '@travel/contracts/disruptions';

export const compensationKey = (id: string) => ['trips', 'disruption-compensation', id] as const;

/** GET …/disruptions/:id/compensation: what the CAR gives for this change, and whom to claim it from. */
export async function getCompensation(
  reference: string,
  id: string,
  token: string | undefined,
  signal?: AbortSignal,
): Promise<DisruptionCompensation> {
  const { data } = await apiClient.get<DisruptionCompensationReply>(
    `/trips/flight/${encodeURIComponent(reference)}/disruptions/${encodeURIComponent(id)}/compensation`,
    { params: token ? { token } : undefined, signal },
  );
  return data.compensation;
}

export const useCompensation = (reference: string, id: string, token: string | undefined) =>
  useApiQuery(compensationKey(id), (signal) => getCompensation(reference, id, token, signal), {
    errorMessage: 'Could not work out the compensation owed.',
  });
