// Shapes of what the API answers, shared by the API and the remotes that read it.
export * from './flights';
export * from './priceAlerts';
export * from './coupons';
