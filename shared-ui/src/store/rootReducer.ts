import { combineReducers, createAction, type UnknownAction } from '@reduxjs/toolkit';
import { authSlice } from './authSlice';
import { regionalSlice } from './regionalSlice';

/** Resets every slice to its initial state (the clear-store action). */
export const storeCleared = createAction('app/storeCleared');

export const portalReducers = {
  [authSlice.reducerPath]: authSlice.reducer,
  [regionalSlice.reducerPath]: regionalSlice.reducer,
};

const combined = combineReducers(portalReducers);

export type PortalState = ReturnType<typeof combined>;

export function rootReducer(state: PortalState | undefined, action: UnknownAction): PortalState {
  return combined(storeCleared.match(action) ? undefined : state, action);
}
