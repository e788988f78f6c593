import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from './client';

export type MutationStatus = { status: 'idle' } | { status: 'pending' } | { status: 'error'; message: string };

export type MutationResult<A extends unknown[], R> = MutationStatus & {
  /** Runs the call; resolves with its answer, or rejects with the error (also kept in the state). */
  mutate: (...args: A) => Promise<R>;
};

/** A POST/PATCH/DELETE with its pending and error state, for forms and buttons. */
export function useApiMutation<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  { errorMessage }: { errorMessage?: string } = {},
): MutationResult<A, R> {
  const [state, setState] = useState<MutationStatus>({ status: 'idle' });
  const latest = useRef(call);
  useEffect(() => {
    latest.current = call;
  });

  const mutate = useCallback(
    async (...args: A) => {
      setState({ status: 'pending' });
      try {
        const result = await latest.current(...args);
        setState({ status: 'idle' });
        return result;
      } catch (error) {
        setState({ status: 'error', message: apiErrorMessage(error, errorMessage) });
        throw error;
      }
    },
    [errorMessage],
  );
  return { ...state, mutate };
}
