import { Price, fromMinor } from '@travel/shared-ui/money';
import { formatDay } from '@travel/contracts/rules';
import type { DayPrice } from '@travel/contracts/flights';

const shortDay = (day: string) => formatDay(day, { weekday: 'short', day: 'numeric' });

/** The ±3 days graph: a bar per day, the cheapest marked; picking a day searches it. */
export function WeekPriceGraph({
  days,
  selected,
  onPick,
}: {
  days: DayPrice[];
  selected: string;
  onPick: (day: string) => void;
}) {
  const prices = days.flatMap((d) => (d.minPriceMinor === null ? [] : [d.minPriceMinor]));
  if (prices.length === 0) return <p className="fr-week__empty">No prices for these days.</p>;
  const max = Math.max(...prices);
  const min = Math.min(...prices);
  return (
    <div className="fr-week">
      <p className="fr-week__range">
        This week: <Price amount={fromMinor(min)} /> – <Price amount={fromMinor(max)} />
      </p>
      <ol className="fr-week__bars">
        {days.map((day) => (
          <li key={day.date}>
            <button
              type="button"
              className={`fr-week__bar${day.date === selected ? ' is-selected' : ''}${
                day.minPriceMinor === min ? ' is-cheapest' : ''
              }`}
              disabled={day.minPriceMinor === null}
              onClick={() => onPick(day.date)}
            >
              <span
                className="fr-week__fill"
                style={{
                  height: `${day.minPriceMinor === null ? 4 : 16 + (56 * (day.minPriceMinor - min)) / (max - min || 1)}px`,
                }}
              />
              <span className="fr-week__day">{shortDay(day.date)}</span>
              {day.minPriceMinor !== null && <Price amount={fromMinor(day.minPriceMinor)} className="fr-week__price" />}
              {day.minPriceMinor === min && <span className="fr-week__cheapest">Cheapest</span>}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
