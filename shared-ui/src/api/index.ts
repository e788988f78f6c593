export * from './client';
export * from './useApiQuery';
export * from './useApiPagedQuery';
export * from './useApiMutation';
export { QueryState } from './QueryState';
