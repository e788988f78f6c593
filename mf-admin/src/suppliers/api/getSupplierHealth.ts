import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { SupplierHealth, SupplierHealthReply } from '@travel/contracts/flights';

export type { SupplierHealth };

/** What the page shows: each supplier's figures, and when the API was asked for them. */
export interface SupplierHealthSnapshot {
  suppliers: SupplierHealth[];
  checkedAt: string;
}

export const SUPPLIER_HEALTH_KEY = ['admin', 'suppliers', 'health'] as const;

/** GET /api/admin/suppliers: each flight and hotel supplier's circuit, calls, failures and latency. Admins only. */
export async function getSupplierHealth(signal?: AbortSignal): Promise<SupplierHealthSnapshot> {
  const { data } = await apiClient.get<SupplierHealthReply>('/admin/suppliers', { signal });
  return { suppliers: Array.isArray(data?.suppliers) ? data.suppliers : [], checkedAt: new Date().toISOString() };
}

/** The suppliers' figures; while they are read again (Refresh, or every 15 s) the last ones stay on screen. */
export function useSupplierHealth() {
  return useApiQuery(SUPPLIER_HEALTH_KEY, getSupplierHealth);
}

export type SupplierHealthQuery = ReturnType<typeof useSupplierHealth>;
