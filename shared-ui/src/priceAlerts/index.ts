export { createPriceAlert, listPriceAlerts, removePriceAlert, type PriceAlert } from './priceAlertsApi';
export { priceAlertEmailError } from '../validation/priceAlertEmail';
