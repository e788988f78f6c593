export * from './content.schemas';
export * from './content.requests';
