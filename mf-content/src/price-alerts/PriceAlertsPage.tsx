import { Link, Navigate } from 'react-router-dom';
import { useIsSignedIn } from '@travel/shared-ui/store';
import { ContentPage } from '../common/ContentPage';
import { STATIC_PAGES } from '../static-pages/pages';

/** Where a signed-in person's alerts are listed: the account area. */
export const ACCOUNT_PRICE_ALERTS = '/account/price-alerts';

/**
 * /price-alerts (the footer's link): signed in, the list moved to the account area, so the page leads there;
 * signed out, how alerts work and an invitation to log in (and come back to the list).
 */
export default function PriceAlertsPage() {
  const signedIn = useIsSignedIn();
  if (signedIn) return <Navigate to={ACCOUNT_PRICE_ALERTS} replace />;
  return (
    <ContentPage page={STATIC_PAGES['price-alerts']}>
      <div className="tc-prose">
        <section className="tc-section" aria-labelledby="see-your-alerts">
          <h2 id="see-your-alerts">See your price alerts</h2>
          <p>
            Log in to see the alerts you have set, the fare when you set them and the cheapest fare now, and to remove
            the ones you no longer need.
          </p>
          <p>
            No account? You can still set an alert: tick Price alert in the flight search, type your email and search.
            We email you a link to confirm the alert before it starts. Every alert email has a link to remove that
            alert.
          </p>
          <p>
            <Link to={`/login?next=${encodeURIComponent(ACCOUNT_PRICE_ALERTS)}`}>Log in</Link> ·{' '}
            <Link to="/flight-home">Go to the flight search</Link>
          </p>
        </section>
      </div>
    </ContentPage>
  );
}
