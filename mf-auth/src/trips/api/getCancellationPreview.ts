import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { CancellationPreview, CancellationPreviewReply } from '@travel/contracts/trips';

/** GET /api/trips/flight/:reference/cancellation: what comes back if cancelled now, line by line. */
export async function getCancellationPreview(
  reference: string,
  token: string | undefined,
  signal?: AbortSignal,
): Promise<CancellationPreview> {
  const { data } = await apiClient.get<CancellationPreviewReply>(
    `/trips/flight/${encodeURIComponent(reference)}/cancellation`,
    { params: token ? { token } : undefined, signal },
  );
  return data.preview;
}

export const useCancellationPreview = (reference: string, token: string | undefined, enabled: boolean) =>
  useApiQuery(
    ['trips', 'cancellation-preview', reference],
    (signal) => getCancellationPreview(reference, token, signal),
    { enabled, errorMessage: 'Could not work out the refund.' },
  );
