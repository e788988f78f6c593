import { useState } from 'react';
import { apiErrorMessage, setQueryData, useApiMutation, useApiQuery } from '@travel/shared-ui/api';
import { listPriceAlerts, removePriceAlert, type PriceAlert } from '@travel/shared-ui/price-alerts';
import { toast } from '@travel/shared-ui/toast';

export const LIST_FAILED = 'We could not load your price alerts.';

const PRICE_ALERTS: ['price-alerts'] = ['price-alerts'];

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
