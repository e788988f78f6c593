import { useId, useState, type FormEvent } from 'react';
import { CONTENT_MESSAGES, EMAIL_PATTERN } from '@travel/contracts/validation';
import {
  useNewsletterSubscription,
  type NewsletterSource,
  type SubscribeToNewsletter,
} from './useNewsletterSubscription';
import './NewsletterSignupForm.css';

/**
 * The one-field newsletter form of the footer and the blog sidebar: email required and checked,
 * then the shared subscription flow; a thank-you line on success, the reason on failure.
 */
export function NewsletterSignupForm({
  source,
  subscribeToNewsletter,
  placeholder = 'Enter Your Email',
  buttonLabel = 'Subscribe',
  className = '',
}: {
  source: NewsletterSource;
  /** The app's own call (the form is shared, the call is each app's). */
  subscribeToNewsletter: SubscribeToNewsletter;
  placeholder?: string;
  buttonLabel?: string;
  className?: string;
}) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const { status, errorMessage, subscribe } = useNewsletterSubscription(source, subscribeToNewsletter);
  const inputId = useId();
  const messageId = `${inputId}-message`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const problem = !value
      ? CONTENT_MESSAGES.emailRequired
      : EMAIL_PATTERN.test(value)
        ? ''
        : CONTENT_MESSAGES.invalidEmail;
    setFieldError(problem);
    if (problem) return;
    if (await subscribe({ email: value })) setEmail('');
  };

  const message =
    fieldError ||
    (status === 'error' && errorMessage) ||
    (status === 'success' && 'Thanks for subscribing! Check your inbox for a confirmation email.') ||
    '';
  const isError = Boolean(fieldError) || status === 'error';

  return (
    <form className={`tp-newsletter-form ${className}`} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="tp-visually-hidden">
        Email address
      </label>
      <div className="tp-newsletter-form__row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder={placeholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={isError || undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <button type="submit" className="tp-button" disabled={status === 'submitting'}>
          {status === 'submitting' ? 'Subscribing...' : buttonLabel}
        </button>
      </div>
      <p
        id={messageId}
        role={isError ? 'alert' : 'status'}
        className={`tp-newsletter-form__message${isError ? ' tp-newsletter-form__message--error' : ''}`}
      >
        {message}
      </p>
    </form>
  );
}
