/** The clear-store action (logout, shell/src/store/store.ts): every reducer answers it with its initial state. */
export type StoreClearedAction = { type: 'app/storeCleared' };

export const storeCleared = (): StoreClearedAction => ({ type: 'app/storeCleared' });
