import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` every `everyMs` while the page is visible: nothing is asked while the tab is hidden, and the
 * figures are asked for again as soon as it is shown, then every `everyMs` from then on.
 */
export function useRefreshWhileVisible(refresh: () => void, everyMs: number) {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = setInterval(() => latest.current(), everyMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        latest.current();
        start();
      } else {
        clearInterval(timer);
        timer = undefined;
      }
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [everyMs]);
}
