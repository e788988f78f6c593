export * from './hotels.schemas';
