export * from './bookings.schemas';
