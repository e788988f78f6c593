import type { TimelineStep, TripRefund } from '@travel/contracts/trips';
import { RefundSplit } from './RefundSplit';
import { dateTime, GATEWAY_LABELS, longDay, moneyIn, statusLabel } from './tripTexts';

type RefundPart = TripRefund['parts'][number];

/** Where one part stands, in the timeline's words. */
const partStatus = (part: RefundPart) =>
  part.status === 'processed'
    ? 'Refunded'
    : part.status === 'failed'
      ? 'Failed'
      : part.gatewayRefundId
        ? 'Sent to the payment gateway'
        : 'Approved';

const STEP_LABELS: Record<TimelineStep, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Not approved',
  sent: 'Sent to the payment gateway',
  processed: 'Processed',
  failed: 'Failed',
  retried: 'Sent again',
  credited: 'Added to travel credit',
};

/** A refund's steps as they happened, with where it stands and when the money is expected. */
export function RefundTimeline({ refund }: { refund: TripRefund }) {
  return (
    <article className="trip-refund" aria-label="Refund">
      <header className="trip-refund__header">
        <strong>Refund {moneyIn(refund.amountMinor, refund.currency)}</strong>
        <span className={`trip-status trip-status--${refund.status}`}>{statusLabel(refund.status)}</span>
      </header>
      {refund.destination === 'credit' && (
        <p className="trips-muted">To your travel credit, as you chose. Nothing goes back to your card.</p>
      )}
      {refund.split && <RefundSplit split={refund.split} currency={refund.currency} />}
      {refund.parts.length > 1 ? (
        <>
          <p className="trips-muted">Paid back in parts, one for each payment:</p>
          <ul className="trip-refund__parts" aria-label="Refund parts">
            {refund.parts.map((part) => (
              <li key={part.refundId}>
                <strong>{moneyIn(part.amountMinor, part.currency)}</strong> ·{' '}
                {GATEWAY_LABELS[part.gateway] ?? part.gateway} <code>{part.paymentId}</code> · {partStatus(part)}
                {part.gatewayRefundId && (
                  <>
                    {' · '}
                    Refund ID <code>{part.gatewayRefundId}</code>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        refund.gatewayRefundId && (
          <p className="trips-muted">
            Refund ID <code>{refund.gatewayRefundId}</code>
          </p>
        )
      )}
      {refund.status !== 'rejected' && refund.destination !== 'credit' && refund.amountMinor > 0 && (
        <p className="trips-muted">Expected by {longDay(refund.expectedCreditDate)}</p>
      )}
      <ol className="trip-timeline">
        {refund.timeline.map((event, index) => (
          <li key={`${event.step}-${index}`} className={`trip-timeline__step trip-timeline__step--${event.step}`}>
            <span className="trip-timeline__label">{STEP_LABELS[event.step]}</span>
            <time dateTime={event.at}>{dateTime(event.at)}</time>
            {event.detail && <span className="trip-timeline__detail">{event.detail}</span>}
          </li>
        ))}
      </ol>
    </article>
  );
}
