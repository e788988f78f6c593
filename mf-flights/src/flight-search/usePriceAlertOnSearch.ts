import { useCallback, useState } from 'react';
import { apiErrorMessage } from '@travel/shared-ui/api';
import { useIsSignedIn } from '@travel/shared-ui/store';
import { toast } from '@travel/shared-ui/toast';
import { priceAlertEmailError } from '@travel/contracts/validation';
import { createPriceAlert } from './api/createPriceAlert';

export const PRICE_ALERT_FAILED = 'We could not create your price alert. Your search goes on; please try again later.';

/**
 * The search card's Price alert option. Signed in, the alert is the account's; signed out, the visitor
 * types an email first. The alert is created alongside the search, never in its way: the outcome is a toast.
 */
export function usePriceAlertOnSearch() {
  const signedIn = useIsSignedIn();
  const [email, setEmailValue] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);

  const setEmail = useCallback((value: string) => {
    setEmailValue(value);
    setEmailError(null);
  }, []);

  /** Whether the alert can be created; shows the email's problem when not. */
  const ready = useCallback((): boolean => {
    if (signedIn) return true;
    const problem = priceAlertEmailError(email);
    setEmailError(problem ?? null);
    return !problem;
  }, [signedIn, email]);

  /** Creates the alert in the background and reports how it went. */
  const create = useCallback(
    (leg: { from: string; to: string; date: string }) => {
      createPriceAlert(signedIn ? leg : { ...leg, email: email.trim() }).then(
        (result) => toast.success(result.message),
        (error: unknown) => toast.error(apiErrorMessage(error, PRICE_ALERT_FAILED)),
      );
    },
    [signedIn, email],
  );

  return { signedIn, email, setEmail, emailError, ready, create };
}
