import { useState } from 'react';
import { apiClient, apiErrorMessage, setQueryData, useApiMutation, useApiQuery } from '@travel/shared-ui/api';
import type { PriceAlert, PriceAlertsReply } from '@travel/contracts/flights';
import { toast } from '@travel/shared-ui/toast';

export const LIST_FAILED = 'We could not load your price alerts.';

const PRICE_ALERTS: ['price-alerts'] = ['price-alerts'];

/** GET /api/price-alerts: the signed-in account's alerts. */
export async function listPriceAlerts(signal?: AbortSignal): Promise<PriceAlert[]> {
  const { data } = await apiClient.get<PriceAlertsReply>('/price-alerts', { signal });
  return data.alerts;
}

/** DELETE /api/price-alerts/:id */
export async function removePriceAlert(id: string): Promise<void> {
  await apiClient.delete(`/price-alerts/${encodeURIComponent(id)}`);
}

/** The signed-in person's alerts from GET /api/price-alerts. */
export const usePriceAlerts = () => useApiQuery(PRICE_ALERTS, listPriceAlerts, { errorMessage: LIST_FAILED });

/** Remove (DELETE /api/price-alerts/:id): the alert leaves the list, and a toast says how it went. */
export function useRemovePriceAlert() {
  const [removing, setRemoving] = useState<string | null>(null);
  const removal = useApiMutation((alert: PriceAlert) => removePriceAlert(alert.id));
  const remove = async (alert: PriceAlert) => {
    setRemoving(alert.id);
    try {
      await removal.mutate(alert);
      setQueryData<PriceAlert[]>(PRICE_ALERTS, (alerts = []) => alerts.filter((a) => a.id !== alert.id));
      toast.success(`Price alert for ${alert.fromCity} to ${alert.toCity} removed`);
    } catch (error) {
      toast.error(apiErrorMessage(error, 'We could not remove this price alert. Please try again.'));
    } finally {
      setRemoving(null);
    }
  };
  return { remove, removing };
}
