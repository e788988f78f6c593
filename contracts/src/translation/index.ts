export * from './translation.schemas';
