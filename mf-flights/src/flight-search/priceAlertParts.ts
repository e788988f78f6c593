import type { CreatePriceAlertBody } from '@travel/contracts/flights';
import { apiErrorMessage } from '@travel/shared-ui/api';
import { toast } from '@travel/shared-ui/toast';
import { createPriceAlert } from './api/createPriceAlert';
import { PRICE_ALERT_FAILED } from './priceAlertFailed';

// The part of the search card's Price alert option that waits until the option is used (a chunk of its own,
// fetched when the pointer or the focus reaches the option): the email field, the email's check and the call.
export { PriceAlertEmailField } from './PriceAlertEmailField';
export { priceAlertEmailError } from '@travel/contracts/validation';

/** Creates the alert in the background and reports how it went in a toast: the search never waits for it. */
export function createPriceAlertInBackground(alert: CreatePriceAlertBody): void {
  createPriceAlert(alert).then(
    (result) => toast.success(result.message),
    (error: unknown) => toast.error(apiErrorMessage(error, PRICE_ALERT_FAILED)),
  );
}
