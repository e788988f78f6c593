export { createPriceAlert, listPriceAlerts, removePriceAlert } from './priceAlertsApi';
export type { PriceAlert } from '../types/priceAlerts';
export { priceAlertEmailError } from '../validation/priceAlertEmail';
