import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { AuditEntry, AuditLogReply } from '@travel/contracts/admin';

export type { AuditEntry, AuditLogReply };

/** The filters as the page keeps them (in its URL): `to` is the last day shown, included. */
export interface AuditLogFilters {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

export const AUDIT_FILTER_FIELDS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The query string both the list and the export send: empty filters left out, and `to` the day after the last one
 * shown, as the API's `to` is exclusive.
 */
export function auditLogParams(filters: AuditLogFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of AUDIT_FILTER_FIELDS) {
    const value = filters[field].trim();
    if (value) params.set(field, field === 'to' ? nextDay(value) : value);
  }
  return params;
}

/** Where the CSV of the entries these filters match is downloaded (the API answers it as an attachment). */
export const auditLogExportUrl = (filters: AuditLogFilters) => {
  const query = auditLogParams(filters).toString();
  return `/api/admin/audit-log/export${query ? `?${query}` : ''}`;
};

/** GET /api/admin/audit-log: a page of entries, newest first (`audit.view`). */
export async function getAuditLog(filters: AuditLogFilters, page: number, signal?: AbortSignal) {
  const params = auditLogParams(filters);
  if (page > 1) params.set('page', String(page));
  const { data } = await apiClient.get<AuditLogReply>('/admin/audit-log', { params, signal });
  return data;
}

export function useAuditLog(filters: AuditLogFilters, page: number) {
  return useApiQuery(
    ['admin', 'audit-log', ...AUDIT_FILTER_FIELDS.map((field) => filters[field]), page],
    (signal) => getAuditLog(filters, page, signal),
    { keepPreviousData: true, errorMessage: 'Could not load the audit log.' },
  );
}

export type AuditLogQueryResult = ReturnType<typeof useAuditLog>;
