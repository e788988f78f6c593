import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { StuckSupplierOrder, StuckSupplierOrdersReply } from '@travel/contracts/flights';

export type { StuckSupplierOrder };

/** GET /api/admin/supplier-orders: paid orders their supplier has not confirmed yet, oldest first. Admins only. */
export async function getStuckSupplierOrders(signal?: AbortSignal): Promise<StuckSupplierOrder[]> {
  const { data } = await apiClient.get<StuckSupplierOrdersReply>('/admin/supplier-orders', { signal });
  return Array.isArray(data?.orders) ? data.orders : [];
}

export function useStuckSupplierOrders() {
  return useApiQuery(['admin', 'supplier-orders'], getStuckSupplierOrders);
}

export type StuckSupplierOrdersQuery = ReturnType<typeof useStuckSupplierOrders>;
