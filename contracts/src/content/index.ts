export * from './content.schemas';
