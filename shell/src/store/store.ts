import { legacy_createStore, type StoreEnhancer } from 'redux';
import { persistReducer, persistStore, type WebStorage } from 'redux-persist';
import {
  REGIONAL_STORAGE_KEY,
  rootReducer,
  storeCleared,
  type AuthState,
  type PortalAction,
  type PortalState,
} from '@travel/shared-ui/store';
import { encryptedStorage } from './encryptedStorage';

/** The persisted state is keyed by the product's name, version 1, in local storage, encrypted. */
export const PERSIST_KEY = 'travel-portal';

/** The browser's local storage as redux-persist asks for it (its own `lib/storage` is a CommonJS wrapper of this). */
const localStore: WebStorage = {
  getItem: async (key) => localStorage.getItem(key),
  setItem: async (key, value) => localStorage.setItem(key, value),
  removeItem: async (key) => localStorage.removeItem(key),
};

/** Local storage, encrypted with the key the build sets (webpack.base.ts: not a secret, see encryptedStorage). */
export const persistedStorage = encryptedStorage(localStore, __PERSIST_ENCRYPTION_KEY__);

/**
 * Only what the navbar needs before the first API answer: whether someone is signed in and who.
 * The session itself is an HttpOnly cookie the browser never reads.
 */
const AUTH_PERSISTED_FIELDS: (keyof AuthState)[] = ['isUserLoggedIn', 'userData'];
const AUTH_KEY: keyof PortalState = 'auth';

const persistedReducer = persistReducer<PortalState, PortalAction>(
  {
    key: PERSIST_KEY,
    version: 1,
    storage: persistedStorage,
    timeout: 5000,
    // redux-persist logs a failed write only in development builds.
    writeFailHandler: (error) => console.error('Persisted state could not be saved', error),
    whitelist: [AUTH_KEY],
    transforms: [
      {
        in: (state: unknown, key: string | number) =>
          key === AUTH_KEY
            ? Object.fromEntries(AUTH_PERSISTED_FIELDS.map((field) => [field, (state as AuthState)[field]]))
            : state,
        out: (state: unknown) => state,
      },
    ],
  },
  rootReducer,
);

/** The Redux DevTools browser extension, when it is installed. */
const reduxDevTools = (globalThis as { __REDUX_DEVTOOLS_EXTENSION__?: () => StoreEnhancer })
  .__REDUX_DEVTOOLS_EXTENSION__;

export function createPortalStore() {
  const store = legacy_createStore(persistedReducer, reduxDevTools?.());
  const persistor = persistStore(store);

  // Regional settings outlive the session: they are kept under their own key whenever they change.
  let savedRegional = store.getState().regional;
  store.subscribe(() => {
    const regional = store.getState().regional;
    if (regional === savedRegional) return;
    savedRegional = regional;
    localStorage.setItem(REGIONAL_STORAGE_KEY, JSON.stringify(regional));
  });

  /** The clear-store action resets state and empties local and session storage. */
  const clearStore = async () => {
    store.dispatch(storeCleared());
    await persistor.purge();
    localStorage.clear();
    sessionStorage.clear();
  };

  return { store, persistor, clearStore };
}

export type PortalStore = ReturnType<typeof createPortalStore>['store'];
