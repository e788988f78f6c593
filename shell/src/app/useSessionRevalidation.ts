import { useEffect } from 'react';
import { revalidateSession, selectIsLoggedIn, useAppDispatch, useAppSelector } from '@travel/shared-ui/store';

/**
 * The persisted auth state only paints the navbar before the first answer: at start-up it is checked
 * against GET /api/v1/customer/me, so an expired or ended session shows Login again.
 */
export function useSessionRevalidation() {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (isLoggedIn) void revalidateSession(dispatch);
    // Once per start-up: later changes come from login and logout themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
