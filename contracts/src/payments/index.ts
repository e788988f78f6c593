export * from './payments.schemas';
