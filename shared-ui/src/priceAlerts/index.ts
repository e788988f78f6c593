export { createPriceAlert, listPriceAlerts, removePriceAlert } from './priceAlertsApi';
export type { PriceAlert } from '@travel/contracts/types';
export { priceAlertEmailError } from '@travel/contracts/validation';
