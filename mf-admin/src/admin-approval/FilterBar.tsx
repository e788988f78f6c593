import { useState, type FormEvent } from 'react';
import type { CancellationFilter } from '@travel/contracts/admin';

const OPTIONS = {
  status: ['all', 'pending', 'approved', 'rejected'],
  priority: ['all', 'high', 'medium', 'low'],
  dateRange: ['today', 'week', 'month', 'all'],
} as const;
const LABELS: Record<keyof CancellationFilter, string> = {
  status: 'Status',
  priority: 'Priority',
  dateRange: 'Date Range',
};
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Status, Priority and Date Range; nothing changes until Apply Filters. */
export function FilterBar({
  initial,
  onApply,
}: {
  initial: CancellationFilter;
  onApply: (f: CancellationFilter) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="adm-filters" onSubmit={submit} aria-label="Filter requests">
      {(Object.keys(OPTIONS) as (keyof CancellationFilter)[]).map((name) => (
        <div className="tp-field adm-filters__field" key={name}>
          <label htmlFor={`adm-filter-${name}`}>{LABELS[name]}</label>
          <select
            id={`adm-filter-${name}`}
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          >
            {OPTIONS[name].map((value) => (
              <option key={value} value={value}>
                {capitalise(value)}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="tp-button adm-filters__apply">
        Apply Filters
      </button>
    </form>
  );
}
