import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { CancellationPreview, CancellationPreviewReply, TripKind } from '@travel/contracts/trips';

/** GET /api/trips/:kind/:reference/cancellation: what comes back if cancelled now, line by line. */
export async function getCancellationPreview(
  reference: string,
  token: string | undefined,
  signal?: AbortSignal,
  kind: TripKind = 'flight',
): Promise<CancellationPreview> {
  const { data } = await apiClient.get<CancellationPreviewReply>(
    `/trips/${kind}/${encodeURIComponent(reference)}/cancellation`,
    { params: token ? { token } : undefined, signal },
  );
  return data.preview;
}

export const useCancellationPreview = (
  reference: string,
  token: string | undefined,
  enabled: boolean,
  kind: TripKind = 'flight',
) =>
  useApiQuery(
    ['trips', 'cancellation-preview', kind, reference],
    (signal) => getCancellationPreview(reference, token, signal, kind),
    { enabled, errorMessage: 'Could not work out the refund.' },
  );
