export * from './useEventStream';
