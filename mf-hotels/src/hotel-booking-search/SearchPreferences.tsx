import { ALL_RATINGS, type HotelBookingFormValues } from '@travel/contracts/rules';
import { toggleRating } from './bookingFormValues';

type Preferences = Pick<HotelBookingFormValues, 'ratings' | 'fsc' | 'sync'>;

interface SearchPreferencesProps {
  values: Preferences;
  onChange: (next: Partial<Preferences>) => void;
}

/** Star ratings (none chosen sends all five), free cancellation only (fsc) and synchronous search (sync). */
export function SearchPreferences({ values, onChange }: SearchPreferencesProps) {
  return (
    <>
      <fieldset className="hb-ratings">
        <legend>Star ratings (none chosen means all five)</legend>
        {ALL_RATINGS.map((rating) => (
          <label key={rating} className="hh-chip-check">
            <input
              type="checkbox"
              checked={values.ratings.includes(rating)}
              onChange={() => onChange({ ratings: toggleRating(values.ratings, rating) })}
            />
            {rating} {rating === 1 ? 'star' : 'stars'}
          </label>
        ))}
      </fieldset>

      <div className="hb-checks">
        <label>
          <input type="checkbox" checked={values.fsc} onChange={(event) => onChange({ fsc: event.target.checked })} />{' '}
          Free cancellation only (fsc)
        </label>
        <label>
          <input type="checkbox" checked={values.sync} onChange={(event) => onChange({ sync: event.target.checked })} />{' '}
          Synchronous search (sync)
        </label>
      </div>
    </>
  );
}
