export * from './flights.schemas';
