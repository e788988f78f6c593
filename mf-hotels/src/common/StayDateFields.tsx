import { addDays, nightsBetween } from '@travel/contracts/rules';
import { DateField } from '@travel/shared-ui/fields';
import type { StayDates } from './stayDates';

/**
 * Check-in and check-out of a search bar. A check-in on or after the check-out moves the check-out to the
 * night after it, so the stay is never empty.
 */
export function StayDateFields({
  idPrefix,
  dates,
  onChange,
}: {
  idPrefix: string;
  dates: StayDates;
  onChange: (dates: StayDates) => void;
}) {
  const field = { className: 'hh-field', labelClassName: 'hh-label' };
  return (
    <>
      <DateField
        {...field}
        id={`${idPrefix}-check-in`}
        label="Check-in"
        value={dates.checkIn}
        onChange={(event) =>
          onChange({
            checkIn: event.target.value,
            checkOut:
              nightsBetween(event.target.value, dates.checkOut) < 1 ? addDays(event.target.value, 1) : dates.checkOut,
          })
        }
      />
      <DateField
        {...field}
        id={`${idPrefix}-check-out`}
        label="Check-out"
        value={dates.checkOut}
        onChange={(event) => onChange({ checkIn: dates.checkIn, checkOut: event.target.value })}
      />
    </>
  );
}
