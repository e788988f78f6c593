export * from './flight-checkout.schemas';
export * from './seats';
export * from './addOns';
export * from './checkoutPrice';
export * from './travellers';
export * from './supplierBooking';
