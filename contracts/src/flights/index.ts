export * from './flights.schemas';
export * from './flightSearch';
export { FlightSearchQuery } from './flightSearchQuery.schema';
export * from './deals.schemas';
export * from './coupons.schemas';
export * from './priceAlerts.schemas';
export * from './supplierOffers.schemas';
export * from './supplierOrders.schemas';
