import { useEffect, useRef } from 'react';
import { Price, fromMinor } from '@travel/shared-ui/money';
import { formatDay } from '@travel/contracts/rules';
import type { DayPrice } from '@travel/contracts/flights';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const monthTitle = (day: string) => formatDay(day, { month: 'long', year: 'numeric' });

/** The 'View month' popover: each day of the searched month with its cheapest price; picking a day searches it. */
export function MonthCalendar({
  days,
  selected,
  onPick,
  onCancel,
}: {
  days: DayPrice[];
  selected: string;
  onPick: (day: string) => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button[aria-pressed="true"], button:not(:disabled)')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);

  if (days.length === 0) return null;
  const prices = days.flatMap((d) => (d.minPriceMinor === null ? [] : [d.minPriceMinor]));
  const cheapest = Math.min(...prices);
  // Monday-first offset of the 1st of the month
  const leading = (new Date(`${days[0].date}T00:00:00Z`).getUTCDay() + 6) % 7;

  return (
    <div className="fr-calendar" role="dialog" aria-label={`Prices for ${monthTitle(days[0].date)}`} ref={ref}>
      <h2 className="fr-calendar__title">{monthTitle(days[0].date)}</h2>
      <div className="fr-calendar__grid">
        {WEEKDAYS.map((day) => (
          <span key={day} className="fr-calendar__weekday" aria-hidden="true">
            {day}
          </span>
        ))}
        {Array.from({ length: leading }, (_, i) => (
          <span key={`blank-${i}`} />
        ))}
        {days.map((day) => {
          const dayNumber = Number(day.date.slice(8));
          return (
            <button
              key={day.date}
              type="button"
              className={`fr-calendar__day${day.date === selected ? ' is-selected' : ''}${
                day.minPriceMinor === cheapest ? ' is-cheapest' : ''
              }`}
              disabled={day.minPriceMinor === null}
              aria-pressed={day.date === selected}
              aria-label={`${day.date}${day.minPriceMinor === null ? ', no flights' : ''}`}
              onClick={() => onPick(day.date)}
            >
              <span className="fr-calendar__number">{dayNumber}</span>
              {day.minPriceMinor !== null ? (
                <Price amount={fromMinor(day.minPriceMinor)} className="fr-calendar__price" />
              ) : (
                <span className="fr-calendar__price">—</span>
              )}
            </button>
          );
        })}
      </div>
      <div className="fr-calendar__actions">
        <button type="button" className="tp-button tp-button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
