import { Link } from 'react-router-dom';
import { useIsSignedIn } from '@travel/shared-ui';
import { ContentPage } from '../common/ContentPage';
import { STATIC_PAGES } from '../static-pages/pages';
import { PriceAlertList } from './PriceAlertList';
import './PriceAlertsPage.css';

/** /price-alerts: how alerts work; signed in, the person's alerts; signed out, an invitation to log in. */
export default function PriceAlertsPage() {
  const signedIn = useIsSignedIn();
  return (
    <ContentPage page={STATIC_PAGES['price-alerts']}>
      <div className="tc-prose">
        {signedIn ? (
          <PriceAlertList />
        ) : (
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
              <Link to="/login">Log in</Link> · <Link to="/flight-home">Go to the flight search</Link>
            </p>
          </section>
        )}
      </div>
    </ContentPage>
  );
}
