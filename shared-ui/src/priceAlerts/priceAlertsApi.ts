import { apiClient } from '../api/client';
import type { PriceAlert } from '@travel/contracts/flights';

/**
 * Watches a route-day's cheapest fare: the signed-in account's email (active at once, `alert` in the answer), or
 * `email` for a visitor (no `alert`: it starts once the link emailed to that address confirms it).
 */
export async function createPriceAlert(alert: { from: string; to: string; date: string; email?: string }) {
  const { data } = await apiClient.post<{ message: string; alert?: PriceAlert }>('/price-alerts', alert);
  return data;
}

export async function listPriceAlerts(signal?: AbortSignal): Promise<PriceAlert[]> {
  const { data } = await apiClient.get<{ alerts: PriceAlert[] }>('/price-alerts', { signal });
  return data.alerts;
}

export async function removePriceAlert(id: string): Promise<void> {
  await apiClient.delete(`/price-alerts/${encodeURIComponent(id)}`);
}
