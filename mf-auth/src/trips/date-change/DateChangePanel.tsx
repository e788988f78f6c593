import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TripDetail } from '@travel/contracts/trips';
import { money } from '../tripTexts';
import { DateChangeForm } from './DateChangeForm';
import { DateChangeOutcome } from './DateChangeOutcome';

/**
 * The trip page's date change: offered only when the booking allows it (the API's change_date action, with the
 * fare's fee), and the outcome of a change when the traveller comes back from the payment page.
 */
export function DateChangePanel({ trip, token }: { trip: TripDetail; token?: string }) {
  const [params] = useSearchParams();
  const returned = params.get('dateChange') ?? '';
  const [open, setOpen] = useState(false);
  const action = trip.actions.find((candidate) => candidate.kind === 'change_date');
  const reference = trip.summary.reference;
  return (
    <>
      {returned && (
        <DateChangeOutcome reference={reference} id={returned} token={token} shownFlightId={trip.flight?.flight.id} />
      )}
      {action && !open && (
        <section aria-labelledby="trip-date-change">
          <h2 id="trip-date-change">Change date</h2>
          <p>
            {`Date change fee: ${money(action.feeMinor ?? 0)}, plus the fare difference. You see the full price before you confirm.`}
          </p>
          <button type="button" className="tp-button" onClick={() => setOpen(true)}>
            Change date
          </button>
        </section>
      )}
      {action && open && <DateChangeForm reference={reference} token={token} onClose={() => setOpen(false)} />}
    </>
  );
}
