export * from './trips.schemas';
export * from './dateChange.schemas';
