export * from './trips.schemas';
