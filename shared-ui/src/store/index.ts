export * from './auth';
export * from './authCalls';
export * from './regional';
export * from './rootReducer';
export * from './hooks';
export * from './useIsSignedIn';
export * from '../regional/options';
