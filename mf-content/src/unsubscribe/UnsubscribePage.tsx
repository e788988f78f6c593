import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '@travel/shared-ui';
import { useUnsubscribe, type UnsubscribeKind } from './useUnsubscribe';
import '../common/content.css';

const COPY: Record<UnsubscribeKind, { eyebrow: string; done: string; next: { to: string; label: string } }> = {
  newsletter: {
    eyebrow: 'Newsletter',
    done: 'You have been unsubscribed',
    next: { to: '/newsletter', label: 'Subscribe again' },
  },
  'price-alert': {
    eyebrow: 'Price alerts',
    done: 'Your price alert has been removed',
    next: { to: '/price-alerts', label: 'About price alerts' },
  },
};

/**
 * Where the unsubscribe link of a newsletter or price-alert email lands (?token=...): it unsubscribes at
 * once and says so, or says clearly why the link did not work.
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
          {state.status === 'working' && 'Unsubscribing…'}
          {state.status === 'done' && copy.done}
          {state.status === 'failed' && 'We could not unsubscribe you'}
        </h1>
      </header>
      <div className="tc-prose">
        {state.status === 'working' && <Spinner label="Unsubscribing…" />}
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
