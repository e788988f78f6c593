import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { DisruptionAlternative, FlightDisruption } from '@travel/contracts/disruptions';
import { tripPath } from '../tripTokens';
import { moneyIn } from '../tripTexts';
import { FlightSlices } from './FlightSlices';
import { scheduleChangePath } from './scheduleChangePaths';

const HEADINGS: Record<Exclude<FlightDisruption['status'], 'open'>, string> = {
  accepted: 'You accepted the new schedule',
  changed: 'You are booked on another flight',
  cancelled: 'Your booking is cancelled and refunded in full',
  expired: "The airline's deadline has passed",
  superseded: 'The airline has changed this flight again',
};

const NEW_TICKET = 'A new e-ticket with this flight has been emailed to the address on the booking.';
// The e-ticket My Trips offers for download is drawn from the booking as made (docs/domains.md).
const OLD_DOWNLOAD =
  'Travel with the emailed e-ticket: the one you can download from your trip still shows the flight as booked.';

/**
 * An answered change: what was done (the API's message when it was just answered, focused so it is read out), the
 * flight now held and the new e-ticket mailed, or the full refund; a deadline passed or a change replaced by a
 * later one says so.
 */
export function ChangeOutcome({
  disruption,
  message,
  alternative,
}: {
  disruption: FlightDisruption;
  /** The API's words for an answer just given. */
  message?: string;
  alternative?: DisruptionAlternative;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (message) heading.current?.focus();
  }, [message]);
  if (disruption.status === 'open') return null;
  const { refund } = disruption;
  return (
    <section className="schedule-change__outcome" aria-labelledby="schedule-change-outcome">
      <h2 id="schedule-change-outcome" ref={heading} tabIndex={-1}>
        {HEADINGS[disruption.status]}
      </h2>
      {message && <p role="status">{message}</p>}
      {disruption.choice?.by === 'staff' && <p>Our support team answered this change for you.</p>}
      {disruption.status === 'accepted' && (
        <>
          <FlightSlices slices={disruption.after} label="Your flight now" />
          <p>{NEW_TICKET}</p>
          <p className="trips-muted">{OLD_DOWNLOAD}</p>
        </>
      )}
      {disruption.status === 'changed' && (
        <>
          {alternative && <FlightSlices slices={alternative.slices} label="Your flight now" />}
          <p>{NEW_TICKET}</p>
          <p className="trips-muted">{OLD_DOWNLOAD}</p>
        </>
      )}
      {disruption.status === 'cancelled' && refund && (
        <ul aria-label="Your refund">
          <li>
            Refunded to your original payment method: <strong>{moneyIn(refund.amountMinor, refund.currency)}</strong>
          </li>
          {refund.travelCreditMinor > 0 && (
            <li>
              Returned to your travel credit: <strong>{moneyIn(refund.travelCreditMinor, refund.currency)}</strong>
            </li>
          )}
        </ul>
      )}
      {disruption.status === 'cancelled' && (
        <p>
          You can follow the refund on <Link to={tripPath('flight', disruption.reference)}>your trip page</Link>.
        </p>
      )}
      {disruption.status === 'expired' && <p>{disruption.whenDeadlinePasses}</p>}
      {disruption.status === 'superseded' && (
        <p>
          <Link to={scheduleChangePath(disruption.reference)}>See the airline&apos;s latest change</Link>
        </p>
      )}
    </section>
  );
}
