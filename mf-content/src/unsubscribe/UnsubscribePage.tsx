import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '@travel/shared-ui/components';
import { useUnsubscribe, type UnsubscribeKind } from './api/sendEmailLink';
import '../common/content.css';

interface Copy {
  eyebrow: string;
  working: string;
  done: string;
  failed: string;
  next: { to: string; label: string };
}

const COPY: Record<UnsubscribeKind, Copy> = {
  newsletter: {
    eyebrow: 'Newsletter',
    working: 'Unsubscribing…',
    done: 'You have been unsubscribed',
    failed: 'We could not unsubscribe you',
    next: { to: '/newsletter', label: 'Subscribe again' },
  },
  'price-alert': {
    eyebrow: 'Price alerts',
    working: 'Unsubscribing…',
    done: 'Your price alert has been removed',
    failed: 'We could not unsubscribe you',
    next: { to: '/price-alerts', label: 'About price alerts' },
  },
  'price-alert-confirm': {
    eyebrow: 'Price alerts',
    working: 'Confirming your price alert…',
    done: 'Your price alert is active',
    failed: 'We could not confirm your price alert',
    next: { to: '/price-alerts', label: 'About price alerts' },
  },
};

/**
 * Where the unsubscribe link of a newsletter or price-alert email, or the confirmation link of a price alert,
 * lands (?token=...): it sends the token to the API at once and says what happened, or clearly why the link
 * did not work.
 */
export default function UnsubscribePage({ kind }: { kind: UnsubscribeKind }) {
  const [params] = useSearchParams();
  const state = useUnsubscribe(kind, params.get('token'));
  const copy = COPY[kind];

  return (
    <article className="tc-page">
      <header className="tc-hero">
        <p className="tc-hero__eyebrow">{copy.eyebrow}</p>
        <h1>
          {state.status === 'working' && copy.working}
          {state.status === 'done' && copy.done}
          {state.status === 'failed' && copy.failed}
        </h1>
      </header>
      <div className="tc-prose">
        {state.status === 'working' && <Spinner label={copy.working} />}
        {state.status !== 'working' && (
          <section className="tc-section">
            <p role={state.status === 'failed' ? 'alert' : 'status'}>{state.message}</p>
            <p>
              <Link to={copy.next.to}>{copy.next.label}</Link> · <Link to="/">Home</Link>
            </p>
          </section>
        )}
      </div>
    </article>
  );
}
