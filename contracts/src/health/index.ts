export * from './health.schemas';
