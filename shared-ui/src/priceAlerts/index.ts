export { createPriceAlert, listPriceAlerts, removePriceAlert } from './priceAlertsApi';
export type { PriceAlert } from '@travel/contracts/flights';
export { priceAlertEmailError } from '@travel/contracts/validation';
