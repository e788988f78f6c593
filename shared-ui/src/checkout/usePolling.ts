import { useEffect } from 'react';

/** Calls `ask` every `ms` while `active` (a status awaited from a webhook). */
export function usePolling(ask: () => void, active: boolean, ms: number) {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(ask, ms);
    return () => clearInterval(timer);
  }, [ask, active, ms]);
}
