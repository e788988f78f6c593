import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage, listPriceAlerts, removePriceAlert, toast, type PriceAlert } from '@travel/shared-ui';

export type PriceAlertsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; alerts: PriceAlert[] };

export const LIST_FAILED = 'We could not load your price alerts.';

/** The signed-in person's alerts from GET /api/price-alerts, a way to retry, and Remove (with a toast). */
export function usePriceAlerts() {
  const [state, setState] = useState<PriceAlertsState>({ status: 'loading' });
  const [removing, setRemoving] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    listPriceAlerts(controller.signal).then(
      (alerts) => setState({ status: 'ready', alerts }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: apiErrorMessage(error, LIST_FAILED) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const remove = useCallback(async (alert: PriceAlert) => {
    setRemoving(alert.id);
    try {
      await removePriceAlert(alert.id);
      setState((current) =>
        current.status === 'ready' ? { ...current, alerts: current.alerts.filter((a) => a.id !== alert.id) } : current,
      );
      toast.success(`Price alert for ${alert.fromCity} to ${alert.toCity} removed`);
    } catch (error) {
      toast.error(apiErrorMessage(error, 'We could not remove this price alert. Please try again.'));
    } finally {
      setRemoving(null);
    }
  }, []);

  return { state, retry, remove, removing };
}
