/**
 * What the portal's builds share under the name '@reduxjs/toolkit': the parts the apps use, so webpack drops
 * the rest (listener middleware, entity adapter, RTK Query's core…) from every first visit. It reads the real
 * package through the '@reduxjs/toolkit-full' alias (webpack.base.ts, tsconfig paths), not through the shared
 * name it provides. Need another export? Add it here; a build that imports a missing name fails.
 */
export {
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createReducer,
  createSelector,
  createSlice,
  isAnyOf,
  isFulfilled,
  isPending,
  isRejected,
  nanoid,
} from '@reduxjs/toolkit-full';
