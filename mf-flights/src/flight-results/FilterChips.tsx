import type { ReactNode } from 'react';
import { Price, formatInr, fromMinor } from '@travel/shared-ui/money';
import { DEPARTURE_BANDS, STOP_OPTIONS, airlineName } from '@travel/contracts/rules';
import { NO_FILTERS, type ResultFilters } from './resultsQuery';

interface Chip {
  /** Spoken name (and key). */
  label: string;
  /** What the chip shows, when it holds a price. */
  content?: ReactNode;
  remove: () => ResultFilters;
}

export const FLEXIBLE_CHIP = 'Flexible dates ±3 days';

function chipsOf(filters: ResultFilters): Chip[] {
  const chips: Chip[] = [];
  if (filters.flexibleDates) chips.push({ label: FLEXIBLE_CHIP, remove: () => ({ ...filters, flexibleDates: false }) });
  for (const stop of filters.stops) {
    const label = stop === 0 ? 'Direct only' : STOP_OPTIONS.find((o) => o.value === stop)!.label;
    chips.push({ label, remove: () => ({ ...filters, stops: filters.stops.filter((s) => s !== stop) }) });
  }
  if (filters.departure) {
    const band = DEPARTURE_BANDS.find((b) => b.value === filters.departure)!;
    chips.push({ label: `Departure: ${band.label}`, remove: () => ({ ...filters, departure: null }) });
  }
  for (const code of filters.airlines) {
    chips.push({
      label: airlineName(code),
      remove: () => ({ ...filters, airlines: filters.airlines.filter((a) => a !== code) }),
    });
  }
  if (filters.maxPriceMinor !== null) {
    chips.push({
      label: `Up to ${formatInr(fromMinor(filters.maxPriceMinor))}`,
      content: (
        <>
          Up to <Price amount={fromMinor(filters.maxPriceMinor)} />
        </>
      ),
      remove: () => ({ ...filters, maxPriceMinor: null }),
    });
  }
  if (filters.lowerCo2) chips.push({ label: 'Lower CO2', remove: () => ({ ...filters, lowerCo2: false }) });
  return chips;
}

/** The active filters as removable chips, with Clear all. */
export function FilterChips({ filters, onChange }: { filters: ResultFilters; onChange: (f: ResultFilters) => void }) {
  const chips = chipsOf(filters);
  if (chips.length === 0) return null;
  return (
    <div className="fr-chips" aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <button
          key={chip.label}
          type="button"
          className="fr-chip"
          aria-label={`Remove filter ${chip.label}`}
          onClick={() => onChange(chip.remove())}
        >
          {chip.content ?? chip.label} <span aria-hidden="true">×</span>
        </button>
      ))}
      <button
        type="button"
        className="fr-link-button"
        onClick={() => onChange({ ...filters, ...NO_FILTERS, flexibleDates: false })}
      >
        Clear all
      </button>
    </div>
  );
}
