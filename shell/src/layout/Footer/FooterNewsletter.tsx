import { NewsletterSignupForm } from '@travel/shared-ui/newsletter-form';
import { subscribeToNewsletter } from './api/subscribeToNewsletter';

/** The footer's 'Stay Updated' box: subscribes through the shared newsletter flow (POST /api/newsletter/subscribe). */
export function FooterNewsletter() {
  return (
    <section className="tp-footer__newsletter" aria-labelledby="tp-footer-newsletter-title">
      <h2 id="tp-footer-newsletter-title">Stay Updated</h2>
      <p>Get travel deals and destination inspiration</p>
      <NewsletterSignupForm
        source="footer"
        subscribeToNewsletter={subscribeToNewsletter}
        placeholder="Enter Your Email"
        buttonLabel="Subscribe"
      />
    </section>
  );
}
