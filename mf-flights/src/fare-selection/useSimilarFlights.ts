import { useEffect, useState } from 'react';
import { fetchSimilarFlights, type SimilarFlight } from '../api/flightsApi';
import type { SelectedFlight } from '../search/selectedFlight';

/** Similar flights of the selected one, from the API; an empty list when the call fails. */
export function useSimilarFlights(flight: SelectedFlight | null) {
  const [flights, setFlights] = useState<SimilarFlight[]>([]);
  const [loading, setLoading] = useState(true);
  const id = flight?.id;
  const cabin = flight?.cabinClass ?? 'economy';
  const adults = flight?.adults ?? 1;
  const children = flight?.children ?? 0;

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    setLoading(true);
    fetchSimilarFlights(id, { cabin, adults, children }, controller.signal)
      .then(setFlights)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('Similar flights failed', error);
          setFlights([]);
        }
      })
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [id, cabin, adults, children]);

  return { flights, loading };
}
