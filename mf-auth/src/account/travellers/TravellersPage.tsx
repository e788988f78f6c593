import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage, QueryState } from '@travel/shared-ui/api';
import { toast } from '@travel/shared-ui/toast';
import type { SavedTraveller } from '@travel/contracts/travellers';
import { AccountLayout } from '../layout/AccountLayout';
import { useRemoveSavedTraveller, useSavedTravellers } from './api/savedTravellers';
import { SavedTravellerForm } from './SavedTravellerForm';

const nameOf = (traveller: SavedTraveller) => `${traveller.firstName} ${traveller.lastName}`;

/** The people saved at checkout or added here, each with Remove. */
function SavedTravellerList() {
  const travellers = useSavedTravellers();
  const removal = useRemoveSavedTraveller();
  const [adding, setAdding] = useState(false);

  const onRemove = async (traveller: SavedTraveller) => {
    try {
      await removal.mutate(traveller);
      toast.success(`Removed from your saved travellers: ${nameOf(traveller)}`);
    } catch (error) {
      toast.error(apiErrorMessage(error, 'We could not remove this traveller. Please try again.'));
    }
  };

  return (
    <section className="ma-account__section" aria-labelledby="saved-travellers">
      <h2 id="saved-travellers">Saved travellers</h2>
      <p className="ma-account__note">
        Travellers you save here or at checkout are offered there next time, so you do not type their details again.
      </p>
      {adding ? (
        <SavedTravellerForm
          onSaved={(traveller) => {
            setAdding(false);
            toast.success(`Saved to your travellers: ${nameOf(traveller)}`);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="tp-button tp-button--secondary" onClick={() => setAdding(true)}>
          Add a traveller
        </button>
      )}
      <QueryState
        query={travellers}
        isEmpty={(list) => list.length === 0}
        empty={
          <p>
            No saved travellers yet. Add one here, or save the people you book flights for at checkout.{' '}
            <Link to="/flight-home">Go to the flight search</Link>
          </p>
        }
      >
        {(list) => (
          <ul className="ma-sessions" aria-label="Saved travellers">
            {list.map((traveller) => (
              <li key={traveller.id}>
                <div>
                  <strong>{`${traveller.title} ${traveller.firstName} ${traveller.lastName}`}</strong>
                  {/* One text node per fact, so the page translator finds each in its catalog. */}
                  <div className="ma-sessions__when ma-travellers__facts">
                    <span>{traveller.type === 'child' ? 'Child' : 'Adult'}</span>
                    {traveller.dateOfBirth && <span>{`Born ${traveller.dateOfBirth}`}</span>}
                    {traveller.passportNumber && <span>{`Passport ending ${traveller.passportNumber.slice(-4)}`}</span>}
                  </div>
                </div>
                <button
                  type="button"
                  className="tp-button tp-button--secondary"
                  aria-label={`Remove saved traveller ${nameOf(traveller)}`}
                  disabled={removal.status === 'pending'}
                  onClick={() => void onRemove(traveller)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** /account/travellers: the travellers checkout offers to fill in. */
export default function TravellersPage() {
  return <AccountLayout title="Saved travellers">{() => <SavedTravellerList />}</AccountLayout>;
}
