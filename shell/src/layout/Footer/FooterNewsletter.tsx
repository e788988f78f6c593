import { lazy, Suspense, useRef } from 'react';
import { useNearScreen } from '@travel/shared-ui/components';
import { subscribeToNewsletter } from './api/subscribeToNewsletter';

// Downloaded when the footer scrolls into view: most first visits never scroll this far. Not sooner: the page area
// holds a full screen (shell.css), so the footer always starts just below the first one.
const NewsletterSignupForm = lazy(() =>
  import('@travel/shared-ui/newsletter-form').then((part) => ({ default: part.NewsletterSignupForm })),
);

/** The footer's 'Stay Updated' box: subscribes through the shared newsletter flow (POST /api/newsletter/subscribe). */
export function FooterNewsletter() {
  const section = useRef<HTMLElement>(null);
  const near = useNearScreen(section, { margin: '0px' });
  const formSpace = <div className="tp-footer__newsletter-space" />;
  return (
    <section ref={section} className="tp-footer__newsletter" aria-labelledby="tp-footer-newsletter-title">
      <h2 id="tp-footer-newsletter-title">Stay Updated</h2>
      <p>Get travel deals and destination inspiration</p>
      {near ? (
        <Suspense fallback={formSpace}>
          <NewsletterSignupForm
            source="footer"
            subscribeToNewsletter={subscribeToNewsletter}
            placeholder="Enter Your Email"
            buttonLabel="Subscribe"
          />
        </Suspense>
      ) : (
        formSpace
      )}
    </section>
  );
}
