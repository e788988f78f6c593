import { fromMinor, useFormatPrice } from '@travel/shared-ui/money';
import { CheckboxField, SelectField } from '@travel/shared-ui/fields';
import {
  BAGGAGE_STEP_KG,
  FREE_CANCELLATION_FEE_MINOR,
  FREE_CANCELLATION_HOURS,
  FREE_CANCELLATION_MINOR,
  INSURANCE_MINOR,
  MAX_EXTRA_BAGGAGE_KG,
  MEALS,
  baggagePriceMinor,
  type MealCode,
} from '@travel/contracts/flight-checkout';
import type { StepProps } from '../FlightCheckoutPage';

const BAGGAGE_KG = Array.from({ length: MAX_EXTRA_BAGGAGE_KG / BAGGAGE_STEP_KG + 1 }, (_, i) => i * BAGGAGE_STEP_KG);

/** Step 3: extra baggage in 5 kg steps and a meal per traveller; insurance and free cancellation for the booking. */
export function AddOnsStep({ draft, onChange, onDone }: StepProps) {
  const format = useFormatPrice();
  const price = (minor: number) => format(fromMinor(minor));
  const setPassenger = (index: number, change: Partial<StepProps['draft']['passengers'][number]>) =>
    onChange({ ...draft, passengers: draft.passengers.map((p, i) => (i === index ? { ...p, ...change } : p)) });

  return (
    <section className="fc-box" aria-labelledby="fc-addons-title">
      <h2 id="fc-addons-title">Add-ons</h2>
      {draft.passengers.map((p, i) => (
        <fieldset key={i} className="fc-addons-traveller">
          <legend>{p.firstName ? `${p.firstName} ${p.lastName}` : `Traveller ${i + 1}`}</legend>
          <SelectField
            id={`fc-bag-${i}`}
            label="Extra checked baggage"
            value={String(p.extraBaggageKg ?? 0)}
            onChange={(event) => setPassenger(i, { extraBaggageKg: Number(event.target.value) })}
          >
            {BAGGAGE_KG.map((kg) => (
              <option key={kg} value={kg}>
                {kg === 0 ? 'No extra baggage' : `+${kg} kg, ${price(baggagePriceMinor(kg))}`}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={`fc-meal-${i}`}
            label="Meal"
            value={p.meal ?? ''}
            onChange={(event) => setPassenger(i, { meal: (event.target.value || undefined) as MealCode | undefined })}
          >
            <option value="">No meal</option>
            {MEALS.map((meal) => (
              <option key={meal.code} value={meal.code}>
                {`${meal.name}, ${price(meal.priceMinor)}`}
              </option>
            ))}
          </SelectField>
        </fieldset>
      ))}
      <CheckboxField
        id="fc-insurance"
        label={`Travel insurance, ${price(INSURANCE_MINOR)} per traveller`}
        hint="Medical cover, lost baggage and trip delays."
        checked={draft.insurance}
        onChange={(event) => onChange({ ...draft, insurance: event.target.checked })}
      />
      <CheckboxField
        id="fc-free-cancellation"
        label={`Free cancellation, ${price(FREE_CANCELLATION_MINOR)} per traveller`}
        hint={`Cancel up to ${FREE_CANCELLATION_HOURS} hours before departure and get the full fare back, less ${price(FREE_CANCELLATION_FEE_MINOR)} per traveller.`}
        checked={draft.freeCancellation}
        onChange={(event) => onChange({ ...draft, freeCancellation: event.target.checked })}
      />
      <div className="fc-actions">
        <button type="button" className="tp-button" onClick={onDone}>
          Continue to review
        </button>
      </div>
    </section>
  );
}
