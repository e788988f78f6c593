import { useEffect } from 'react';
import { QueryState, invalidateQueries } from '@travel/shared-ui/api';
import type { DateChange } from '@travel/contracts/trips';
import { dateTime, longDay, money, statusLabel } from '../tripTexts';
import { dateChangeKey, useDateChange } from './api/getDateChange';
import { DateChangePriceTable } from './DateChangeForm';

/** While the gateway's word is awaited, the change is asked again this often. */
export const DATE_CHANGE_POLL_MS = 2000;

const STEP_LABELS: Record<string, string> = {
  requested: 'Requested',
  sent: 'Sent to the payment gateway',
  processed: 'Processed',
  failed: 'Failed',
};

function Outcome({ change }: { change: DateChange }) {
  if (change.status === 'awaiting_payment') {
    return <p role="status">We are confirming your payment. This page updates by itself.</p>;
  }
  if (change.status !== 'completed') {
    return (
      <p role="alert" className="trips-error">
        The date change could not be made. Your booking keeps its flight.
      </p>
    );
  }
  return (
    <>
      <p role="status">
        {`Your date is changed: ${change.to.airline} ${change.to.flightNumber} on ${longDay(change.to.date)}, ${change.to.departure}. Your new e-ticket is on its way by email.`}
      </p>
      <DateChangePriceTable price={change.price} />
      {change.refund && (
        <article className="trip-refund" aria-label="Refund">
          <header className="trip-refund__header">
            <strong>Refund {money(change.refund.amountMinor)}</strong>
            <span className={`trip-status trip-status--${change.refund.status}`}>
              {statusLabel(change.refund.status)}
            </span>
          </header>
          <ol className="trip-timeline">
            {change.refund.timeline.map((event, index) => (
              <li key={`${event.step}-${index}`} className={`trip-timeline__step trip-timeline__step--${event.step}`}>
                <span className="trip-timeline__label">{STEP_LABELS[event.step] ?? event.step}</span>
                <time dateTime={event.at}>{dateTime(event.at)}</time>
              </li>
            ))}
          </ol>
        </article>
      )}
    </>
  );
}

/** A date change as it stands: after the payment page, until the payment is confirmed and the ticket reissued. */
export function DateChangeOutcome({
  reference,
  id,
  token,
  shownFlightId,
}: {
  reference: string;
  id: string;
  token?: string;
  /** The flight the trip page shows now: once the change is made, the page is loaded again until it is the new one. */
  shownFlightId: string | undefined;
}) {
  const change = useDateChange(reference, id, token);
  const waiting = change.status === 'success' && change.data.status === 'awaiting_payment';
  const completed =
    change.status === 'success' && change.data.status === 'completed' && change.data.to.flightId !== shownFlightId;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => invalidateQueries(dateChangeKey(id)), DATE_CHANGE_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, id]);
  useEffect(() => {
    // The booking's page shows the new flight and seats once the change is made.
    if (completed) invalidateQueries(['trips', 'detail']);
  }, [completed]);
  return (
    <section aria-labelledby="trip-date-change-outcome">
      <h2 id="trip-date-change-outcome">Date change</h2>
      <QueryState query={change}>{(shown) => <Outcome change={shown} />}</QueryState>
    </section>
  );
}
