export * from './hotel-checkout.schemas';
export * from './hotelCheckoutRules';
