export * from './currency.schemas';
