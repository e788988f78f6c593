export * from './authSlice';
export * from './regionalSlice';
export * from './rootReducer';
export * from './hooks';
export * from './useIsSignedIn';
export * from '../regional/options';
