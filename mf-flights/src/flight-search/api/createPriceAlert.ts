import type { CreatePriceAlertBody, CreatePriceAlertReply } from '@travel/contracts/flights';
import { apiClient } from '@travel/shared-ui/api';

/**
 * POST /api/price-alerts from the search card: watches a route-day's cheapest fare for the signed-in account
 * (active at once, `alert` in the answer), or for `email`, a visitor's (no `alert`: it starts once the link
 * emailed to that address confirms it).
 */
export async function createPriceAlert(alert: CreatePriceAlertBody): Promise<CreatePriceAlertReply> {
  const { data } = await apiClient.post<CreatePriceAlertReply>('/price-alerts', alert);
  return data;
}
