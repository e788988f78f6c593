import { useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';

const noSubscription = () => () => undefined;

/**
 * Whether someone is signed in, read straight from the store when there is one; rendered outside a store
 * (a component test, a standalone widget) nobody is.
 */
export function useIsSignedIn(): boolean {
  const store = useContext(ReactReduxContext)?.store;
  return useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    () => (store?.getState() as { auth?: { isUserLoggedIn?: boolean } } | undefined)?.auth?.isUserLoggedIn === true,
    // A page drawn at build time (prerenderPages.ts) is drawn as a signed-out visitor sees it.
    () => false,
  );
}
