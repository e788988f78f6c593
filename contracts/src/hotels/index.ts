export * from './hotels.schemas';
export * from './rooms.schemas';
export * from './roomOccupancy';
export * from './roomOccupancy.schemas';
export * from './hotelSearchQuery';
export * from './hotelOffers.schemas';
