import { useState, type FormEvent } from 'react';
import { useNewsletterSubscription } from '@travel/shared-ui/newsletter-form';
import { subscribeToNewsletter } from './api/subscribeToNewsletter';
import { CheckboxField, TextField } from '@travel/shared-ui/fields';
import { newsletterPageSchema } from '@travel/contracts/validation';
import { ValidationError } from 'yup';
import '../common/content.css';
import './NewsletterPage.css';

type Errors = Partial<Record<'email' | 'terms' | 'firstName', string>>;

function validate(values: { firstName: string; email: string; terms: boolean }): Errors {
  try {
    newsletterPageSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Errors = {};
    if (error instanceof ValidationError) {
      for (const inner of error.inner) {
        const key = inner.path as keyof Errors;
        if (key && !errors[key]) errors[key] = inner.message;
      }
    }
    return errors;
  }
}

/** /newsletter: the subscription page, states idle, submitting, success (fields cleared) and error. */
export default function NewsletterPage() {
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const { status, errorMessage, subscribe, reset } = useNewsletterSubscription('page', subscribeToNewsletter);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validate({ firstName, email, terms });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (await subscribe({ email, firstName })) {
      setFirstName('');
      setEmail('');
      setTerms(false);
    }
  };

  return (
    <article className="tc-page tc-newsletter">
      <header className="tc-hero">
        <p className="tc-hero__eyebrow">Newsletter</p>
        <h1>Stay Updated with Travel Deals</h1>
        <p>Exclusive fares, hotel offers and destination guides, delivered to your inbox every week.</p>
      </header>

      <div className="tc-newsletter__layout">
        <section className="tc-card" aria-labelledby="subscribe-heading">
          <h2 id="subscribe-heading">Subscribe</h2>
          {status === 'success' && (
            <div className="tc-newsletter__panel tc-newsletter__panel--success" role="status">
              <h3>Successfully Subscribed!</h3>
              <p>Thank you for subscribing to our newsletter. You&apos;ll receive a confirmation email shortly.</p>
            </div>
          )}
          {status === 'error' && (
            <div className="tc-newsletter__panel tc-newsletter__panel--error" role="alert">
              <h3>Subscription Failed</h3>
              <p>{errorMessage}</p>
            </div>
          )}
          <form onSubmit={onSubmit} noValidate>
            <TextField
              id="nl-first-name"
              label="First Name (optional)"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
            />
            <TextField
              id="nl-email"
              label="Email Address *"
              type="email"
              autoComplete="email"
              required
              value={email}
              error={errors.email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (status === 'error') reset();
              }}
            />
            <CheckboxField
              id="nl-terms"
              labelClassName="tc-newsletter__terms"
              label="I agree to receive travel deals, promotions, and updates... I can unsubscribe at any time."
              checked={terms}
              error={errors.terms}
              onChange={(e) => setTerms(e.target.checked)}
            />
            <button type="submit" className="tp-button" disabled={status === 'submitting'}>
              {status === 'submitting' ? 'Subscribing...' : 'Subscribe Now'}
            </button>
          </form>
        </section>

        <section aria-labelledby="expect-heading">
          <h2 id="expect-heading">What to Expect</h2>
          <div className="tc-grid">
            <div className="tc-card">
              <h3>Exclusive Deals</h3>
              <p>Subscriber-only fares and hotel rates, before anyone else sees them.</p>
            </div>
            <div className="tc-card">
              <h3>Destination Guides</h3>
              <p>Where to go this season, what to do and how to save on the way.</p>
            </div>
            <div className="tc-card">
              <h3>Travel Security</h3>
              <p>Advisories, document reminders and tips to keep your trips and payments safe.</p>
            </div>
          </div>
        </section>
      </div>
    </article>
  );
}
