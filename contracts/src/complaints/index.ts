export * from './complaints.rules';
export * from './complaints.schemas';
