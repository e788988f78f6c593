import { apiClient, invalidateQueries, setQueryData, useApiMutation } from '@travel/shared-ui/api';
import type { ChooseAlternativeBody, DisruptionReply, FlightDisruption } from '@travel/contracts/disruptions';
import { compensationKey } from './getCompensation';
import { disruptionsKey } from './getDisruptions';

/** The traveller's answer to an airline change: keep the new schedule, take an offered flight, or cancel. */
export type DisruptionAnswer =
  { action: 'accept' } | { action: 'cancel' } | ({ action: 'change' } & ChooseAlternativeBody);

const PATHS: Record<DisruptionAnswer['action'], string> = {
  accept: 'accept',
  change: 'alternative',
  cancel: 'cancel',
};

/**
 * POST …/disruptions/:id/accept, …/:id/alternative or …/:id/cancel. The answered change replaces the open one
 * wherever the booking's changes are shown (its banner goes), and the trip and the trips list are asked again.
 */
export async function answerDisruption(
  reference: string,
  id: string,
  token: string | undefined,
  answer: DisruptionAnswer,
): Promise<DisruptionReply> {
  const body = answer.action === 'change' ? { alternativeId: answer.alternativeId } : undefined;
  const { data } = await apiClient.post<DisruptionReply>(
    `/trips/flight/${encodeURIComponent(reference)}/disruptions/${encodeURIComponent(id)}/${PATHS[answer.action]}`,
    body,
    { params: token ? { token } : undefined },
  );
  setQueryData<FlightDisruption[]>(disruptionsKey(reference), (current) =>
    (current ?? [data.disruption]).map((shown) => (shown.id === data.disruption.id ? data.disruption : shown)),
  );
  invalidateQueries(compensationKey(id));
  invalidateQueries(['trips', 'detail']);
  invalidateQueries(['trips', 'list']);
  return data;
}

export const useAnswerDisruption = () =>
  useApiMutation(answerDisruption, { errorMessage: 'Your answer could not be sent. Please try again.' });
