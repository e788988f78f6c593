export * from './client';
export * from './useApiQuery';
export * from './useApiMutation';
export { QueryState } from './QueryState';
