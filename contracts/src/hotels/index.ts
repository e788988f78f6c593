export * from './hotels.schemas';
export * from './rooms.schemas';
