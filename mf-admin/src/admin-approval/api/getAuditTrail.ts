import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { AuditEvent, AuditTrailReply } from '@travel/contracts/admin';

/** GET /api/admin/cancellations/:id/history: the booking's audit trail, oldest first. */
export async function getAuditTrail(id: string, signal?: AbortSignal): Promise<AuditEvent[]> {
  const { data } = await apiClient.get<AuditTrailReply>(`/admin/cancellations/${id}/history`, { signal });
  return Array.isArray(data?.events) ? data.events : [];
}

export const useAuditTrail = (id: string) =>
  useApiQuery(['admin', 'cancellations', 'history', id], (signal) => getAuditTrail(id, signal), {
    errorMessage: 'Could not load the booking history.',
  });
