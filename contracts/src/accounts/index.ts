export * from './accounts.schemas';
