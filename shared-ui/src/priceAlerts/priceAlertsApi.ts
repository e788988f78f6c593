import { apiClient } from '@travel/shared-ui/api';
import type {
  CreatePriceAlertBody,
  CreatePriceAlertReply,
  PriceAlert,
  PriceAlertsReply,
} from '@travel/contracts/flights';

/**
 * Watches a route-day's cheapest fare: the signed-in account's email (active at once, `alert` in the answer), or
 * `email` for a visitor (no `alert`: it starts once the link emailed to that address confirms it).
 */
export async function createPriceAlert(alert: CreatePriceAlertBody): Promise<CreatePriceAlertReply> {
  const { data } = await apiClient.post<CreatePriceAlertReply>('/price-alerts', alert);
  return data;
}

export async function listPriceAlerts(signal?: AbortSignal): Promise<PriceAlert[]> {
  const { data } = await apiClient.get<PriceAlertsReply>('/price-alerts', { signal });
  return data.alerts;
}

export async function removePriceAlert(id: string): Promise<void> {
  await apiClient.delete(`/price-alerts/${encodeURIComponent(id)}`);
}
