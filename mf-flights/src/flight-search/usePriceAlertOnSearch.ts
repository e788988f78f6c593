import { useCallback, useState } from 'react';
import { useIsSignedIn } from '@travel/shared-ui/store';
import { toast } from '@travel/shared-ui/toast';
import { PRICE_ALERT_FAILED } from './priceAlertFailed';

/** The Price alert option's field, check and call: fetched when the option is about to be used, not with the card. */
export const loadPriceAlertParts = () => import(/* webpackChunkName: "price-alert" */ './priceAlertParts');

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

  /**
   * Creates the alert in the background when it can be created, and says whether the search may go on: false only
   * for an email to mend, shown on the field. If the parts' chunk cannot be fetched, the search goes on without the
   * alert, with a toast saying so.
   */
  const createIfReady = useCallback(
    async (leg: { from: string; to: string; date: string }): Promise<boolean> => {
      let parts: Awaited<ReturnType<typeof loadPriceAlertParts>>;
      try {
        parts = await loadPriceAlertParts();
      } catch {
        toast.error(PRICE_ALERT_FAILED);
        return true;
      }
      if (!signedIn) {
        const problem = parts.priceAlertEmailError(email);
        setEmailError(problem ?? null);
        if (problem) return false;
      }
      parts.createPriceAlertInBackground(signedIn ? leg : { ...leg, email: email.trim() });
      return true;
    },
    [signedIn, email],
  );

  return { signedIn, email, setEmail, emailError, createIfReady };
}
