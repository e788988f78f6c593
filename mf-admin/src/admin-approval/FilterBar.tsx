import { useState, type FormEvent } from 'react';
import { SelectField } from '@travel/shared-ui/fields';
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
        <SelectField
          key={name}
          id={`adm-filter-${name}`}
          className="tp-field adm-filters__field"
          label={LABELS[name]}
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          options={OPTIONS[name].map((value) => ({ value, label: capitalise(value) }))}
        />
      ))}
      <button type="submit" className="tp-button adm-filters__apply">
        Apply Filters
      </button>
    </form>
  );
}
