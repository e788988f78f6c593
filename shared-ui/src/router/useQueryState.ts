import { useCallback, useState } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';

type NavigateOptions = Parameters<SetURLSearchParams>[1];

/**
 * `useSearchParams` for pages whose controls live in the query string (filters, sort tabs).
 *
 * React Router applies a URL change inside `startTransition`, so until that render commits a controlled
 * checkbox bound to the URL snaps back to its old value; on a busy device the click looks lost. This hook
 * shows the requested params at once and hands over to the URL as soon as it changes (Back included).
 */
export function useQueryState(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const [urlParams, setUrlParams] = useSearchParams();
  const current = urlParams.toString();
  const [requested, setRequested] = useState<{ from: string; params: URLSearchParams } | null>(null);

  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      setRequested({ from: current, params: next });
      setUrlParams(next, options);
    },
    [current, setUrlParams],
  );

  return [requested && requested.from === current ? requested.params : urlParams, setParams];
}
