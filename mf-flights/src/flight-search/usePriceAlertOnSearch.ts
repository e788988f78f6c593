import { useCallback, useState } from 'react';
import { useIsSignedIn } from '@travel/shared-ui/store';

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
   * Creates the alert in the background when it can be created, and says whether it could; shows the email's
   * problem when not.
   */
  const createIfReady = useCallback(
    async (leg: { from: string; to: string; date: string }): Promise<boolean> => {
      const parts = await loadPriceAlertParts();
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
