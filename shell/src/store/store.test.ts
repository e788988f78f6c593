import { regionalSettingsSaved, sessionStarted } from '@travel/shared-ui';
import { createPortalStore, PERSIST_KEY } from './store';

const user = { id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'customer' as const };

const flushPersist = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the portal store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('persists only who is signed in, under the product key, version 1', async () => {
    const { store } = createPortalStore();
    store.dispatch(sessionStarted(user));
    await flushPersist();
    const saved = JSON.parse(localStorage.getItem(`persist:${PERSIST_KEY}`)!);
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'auth']);
    expect(JSON.parse(saved.auth)).toEqual({ isUserLoggedIn: true, userData: user });
    expect(JSON.parse(saved._persist)).toMatchObject({ version: 1 });
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
