import { MEALS } from '@travel/contracts/flight-checkout';

interface ListedPassenger {
  type: 'adult' | 'child';
  title: string;
  firstName: string;
  lastName: string;
  seat?: string;
  extraBaggageKg?: number;
  meal?: string | null;
}

interface ListedBooking {
  passengers: ListedPassenger[];
  contact: { email: string; mobile: string; gstin?: string | null; companyName?: string | null };
  insurance: boolean;
  freeCancellation: boolean;
}

const mealName = (code: string | undefined | null) => MEALS.find((meal) => meal.code === code)?.name;

/** Who travels, in which seat, with what: the review's and the confirmation's list. */
export function TravellerList({ draft }: { draft: ListedBooking }) {
  return (
    <>
      <ul className="fc-traveller-list">
        {draft.passengers.map((p, i) => {
          const extras = [
            p.seat ? `Seat ${p.seat}` : 'Free seat given when you book',
            p.extraBaggageKg ? `+${p.extraBaggageKg} kg baggage` : null,
            mealName(p.meal) ?? null,
          ].filter(Boolean);
          return (
            <li key={i}>
              <strong>{`${p.title} ${p.firstName} ${p.lastName}`}</strong>
              {p.type === 'child' ? ' (child)' : ''} · {extras.join(' · ')}
            </li>
          );
        })}
      </ul>
      <p translate="no">
        {draft.contact.email} · {draft.contact.mobile}
      </p>
      {draft.contact.gstin && <p>{`GSTIN ${draft.contact.gstin}, ${draft.contact.companyName}`}</p>}
      {(draft.insurance || draft.freeCancellation) && (
        <p>
          {[draft.insurance ? 'Travel insurance' : null, draft.freeCancellation ? 'Free cancellation' : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
    </>
  );
}
