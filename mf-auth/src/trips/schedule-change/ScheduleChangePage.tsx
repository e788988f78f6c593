import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryState } from '@travel/shared-ui/api';
import { useIsSignedIn } from '@travel/shared-ui/store';
import type { FlightDisruption } from '@travel/contracts/disruptions';
import { GuestLookup } from '../GuestLookup';
import { tripPath, tripToken } from '../tripTokens';
import '../trips.css';
import { useDisruptions } from './api/getDisruptions';
import { ChangeChoices, type Answered } from './ChangeChoices';
import { ChangeComparison } from './ChangeComparison';
import { ChangeDeadline } from './ChangeDeadline';
import { ChangeOutcome } from './ChangeOutcome';
import { CompensationSection } from './CompensationSection';
import { scheduleChangePath } from './scheduleChangePaths';
import { HEADLINES } from './scheduleChangeTexts';
import './ScheduleChange.css';

/** The change asked for by `?change=`, else the latest one still open, else the latest. */
const chosenChange = (list: FlightDisruption[], id: string) =>
  id ? list.find((change) => change.id === id) : (list.find((change) => change.status === 'open') ?? list[0]);

function ChangeReview({ disruption, token }: { disruption: FlightDisruption; token?: string }) {
  const [answered, setAnswered] = useState<Answered | null>(null);
  const open = disruption.status === 'open';
  return (
    <>
      <section aria-labelledby="schedule-change-what">
        <h2 id="schedule-change-what">{HEADLINES[disruption.kind]}</h2>
        <ChangeComparison disruption={disruption} />
        {open && <ChangeDeadline disruption={disruption} />}
      </section>
      {open ? (
        <ChangeChoices disruption={disruption} token={token} onAnswered={setAnswered} />
      ) : (
        <ChangeOutcome disruption={disruption} message={answered?.reply.message} alternative={answered?.alternative} />
      )}
      <CompensationSection disruption={disruption} token={token} />
    </>
  );
}

function ScheduleChange({ reference, id, token }: { reference: string; id: string; token?: string }) {
  const changes = useDisruptions(reference, token);
  return (
    <QueryState
      query={changes}
      isEmpty={(list) => !chosenChange(list, id)}
      empty={<p className="trips-muted">There is no airline change to this booking.</p>}
    >
      {(list) => {
        const disruption = chosenChange(list, id)!;
        return <ChangeReview key={disruption.id} disruption={disruption} token={token} />;
      }}
    </QueryState>
  );
}

/**
 * /my-trips/schedule-change?reference=&change=: the airline changed or cancelled a flight of this booking; the
 * traveller sees the change, answers it (accept, another flight, cancel for a full refund) and the compensation
 * owed. Signed in for their own booking, or as a guest with the look-up's token kept in this tab.
 */
export default function ScheduleChangePage() {
  const [params] = useSearchParams();
  const signedIn = useIsSignedIn();
  const reference = params.get('reference')?.trim() ?? '';
  const id = params.get('change')?.trim() ?? '';
  const token = reference ? tripToken(reference) : undefined;
  return (
    <div className="trips-page">
      <p>
        {reference ? (
          <Link to={tripPath('flight', reference)}>Back to your trip</Link>
        ) : (
          <Link to="/my-trips">Back to My Trips</Link>
        )}
      </p>
      <h1>Airline schedule change</h1>
      {reference && (
        <p>
          Booking <strong>{reference}</strong>
        </p>
      )}
      {!reference ? (
        <p className="trips-muted">Open the change from your trip in My Trips.</p>
      ) : signedIn || token ? (
        <ScheduleChange reference={reference} id={id} token={token} />
      ) : (
        <>
          <p>
            <Link to={`/login?next=${encodeURIComponent(scheduleChangePath(reference, id || undefined))}`}>Log in</Link>{' '}
            to answer the airline&apos;s change, or find the booking below with its reference and the email it was
            booked with.
          </p>
          <GuestLookup to={(trip) => scheduleChangePath(trip.reference, id || undefined)} />
        </>
      )}
    </div>
  );
}
