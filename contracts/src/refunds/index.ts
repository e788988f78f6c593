export * from './refunds.constants';
export * from './refunds.schemas';
