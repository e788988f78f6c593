import { waitFor } from '@testing-library/react';
import { regionalSettingsSaved, sessionStarted } from '@travel/shared-ui/store';
import { createPortalStore, PERSIST_KEY, persistedStorage } from './store';

const user = { id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'customer' as const };
const STORAGE_KEY = `persist:${PERSIST_KEY}`;

const flushPersist = () => new Promise((resolve) => setTimeout(resolve, 50));

/** What the store saved, decrypted. */
async function savedState(): Promise<Record<string, string> | null> {
  const plain = await persistedStorage.getItem(STORAGE_KEY);
  return plain ? JSON.parse(plain) : null;
}

/** A new store as at the next visit, once it has read what the last one saved. */
async function nextVisit() {
  const portal = createPortalStore();
  await new Promise<void>((resolve) => {
    if (portal.persistor.getState().bootstrapped) resolve();
    const stop = portal.persistor.subscribe(() => {
      if (!portal.persistor.getState().bootstrapped) return;
      stop();
      resolve();
    });
  });
  return portal;
}

describe('the portal store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('persists only who is signed in, under the product key, version 1, encrypted', async () => {
    const { store } = createPortalStore();
    store.dispatch(sessionStarted(user));
    await waitFor(async () => expect((await savedState())?.auth).toContain('asha@example.com'));
    const written = localStorage.getItem(STORAGE_KEY)!;
    expect(written).not.toContain('asha@example.com');
    expect(written).not.toContain('isUserLoggedIn');
    const saved = (await savedState())!;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'auth']);
    expect(JSON.parse(saved.auth)).toEqual({ isUserLoggedIn: true, userData: user });
    expect(JSON.parse(saved._persist)).toMatchObject({ version: 1 });
    expect((await nextVisit()).store.getState().auth).toMatchObject({ isUserLoggedIn: true, userData: user });
  });

  it('reads a store saved before encryption, then saves it encrypted', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        auth: JSON.stringify({ isUserLoggedIn: true, userData: user }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { store } = await nextVisit();
    expect(store.getState().auth).toMatchObject({ isUserLoggedIn: true, userData: user });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).not.toContain('asha@example.com'));
    expect((await savedState())?.auth).toContain('asha@example.com');
  });

  it('logs a saved state it cannot decrypt and starts signed out', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEY, 'aes-gcm:bm90IHdoYXQgd2FzIHdyaXR0ZW4gYnkgdGhpcyBrZXk=');
    const { store } = await nextVisit();
    expect(store.getState().auth.isUserLoggedIn).toBe(false);
    expect(consoleError).toHaveBeenCalledWith('Redux Persist Encryption Failed', expect.anything());
  });

  it("logs 'Redux Persist Encryption Failed' when encryption fails, and the failed write", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('encryption refused');
    jest.spyOn(crypto.subtle, 'encrypt').mockRejectedValue(failure);
    const { store } = createPortalStore();
    store.dispatch(sessionStarted(user));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Persisted state could not be saved', failure));
    expect(consoleError).toHaveBeenCalledWith('Redux Persist Encryption Failed', failure);
    expect(localStorage.getItem(STORAGE_KEY) ?? '').not.toContain('asha@example.com');
  });

  it('logs a write the browser refuses (storage full)', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw full;
    });
    const { store } = createPortalStore();
    store.dispatch(sessionStarted(user));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Persisted state could not be saved', full));
  });

  it('keeps the regional settings between visits', () => {
    const { store } = createPortalStore();
    store.dispatch(regionalSettingsSaved({ language: 'fr', country: 'FR', currency: 'EUR' }));
    expect(createPortalStore().store.getState().regional).toEqual({ language: 'fr', country: 'FR', currency: 'EUR' });
  });

  it('clearStore resets the state and empties local and session storage', async () => {
    const { store, clearStore } = createPortalStore();
    store.dispatch(sessionStarted(user));
    sessionStorage.setItem('draft', 'x');
    await flushPersist();
    await clearStore();
    expect(store.getState().auth.isUserLoggedIn).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
