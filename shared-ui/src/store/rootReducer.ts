import { combineReducers, legacy_createStore } from 'redux';
import { authReducer, type AuthAction } from './auth';
import { regionalReducer, type RegionalAction } from './regional';
import type { StoreClearedAction } from './storeCleared';

export { storeCleared, type StoreClearedAction } from './storeCleared';

export const rootReducer = combineReducers({ auth: authReducer, regional: regionalReducer });

export type PortalState = ReturnType<typeof rootReducer>;

/** Every action the portal's code dispatches (auth, regional settings, the clear-store action). */
export type PortalAction = AuthAction | RegionalAction | StoreClearedAction;

/**
 * The portal's reducers in a store that keeps nothing between visits: a remote run alone, pages drawn at build
 * time, tests. The shell's own store persists the session (shell/src/store/store.ts).
 */
export function createMemoryStore(preloaded?: Partial<PortalState>) {
  return legacy_createStore(rootReducer, preloaded);
}
