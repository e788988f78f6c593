import { useState, type FormEvent } from 'react';
import { TextField } from '@travel/shared-ui/fields';
import { AUDIT_FILTER_FIELDS, type AuditLogFilters } from './api/getAuditLog';

export const NO_FILTERS: AuditLogFilters = { actor: '', action: '', targetType: '', targetId: '', from: '', to: '' };

/**
 * The audit log's filters. Nothing changes until Apply filters (or Enter in a field); they then go into the URL,
 * from page 1. Clear filters shows every entry again.
 */
export function AuditFilters({
  filters,
  onApply,
}: {
  filters: AuditLogFilters;
  onApply: (next: AuditLogFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const [problem, setProblem] = useState<string | undefined>();
  const set = (name: keyof AuditLogFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });
  const filtered = AUDIT_FILTER_FIELDS.some((field) => filters[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = draft.from && draft.to && draft.to < draft.from ? 'The last day is before the first.' : undefined;
    setProblem(wrong);
    if (!wrong) onApply(draft);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setProblem(undefined);
    onApply(NO_FILTERS);
  };

  return (
    <form className="aud__filters" onSubmit={submit} aria-label="Filter the audit log" noValidate>
      <TextField
        id="aud-actor"
        label="Who (email or account id)"
        value={draft.actor}
        maxLength={320}
        onChange={set('actor')}
      />
      <TextField
        id="aud-action"
        label="Action"
        hint="For example refund.initiated"
        value={draft.action}
        maxLength={100}
        onChange={set('action')}
      />
      <TextField
        id="aud-target-type"
        label="Target type"
        hint="For example user or cancellation"
        value={draft.targetType}
        maxLength={100}
        onChange={set('targetType')}
      />
      <TextField
        id="aud-target-id"
        label="Target id"
        value={draft.targetId}
        maxLength={200}
        onChange={set('targetId')}
      />
      <TextField id="aud-from" type="date" label="From" value={draft.from} onChange={set('from')} />
      <TextField
        id="aud-to"
        type="date"
        label="To"
        hint="This day included (UTC)"
        value={draft.to}
        onChange={set('to')}
        error={problem}
      />
      <div className="aud__filter-actions">
        <button type="submit" className="tp-button">
          Apply filters
        </button>
        {filtered && (
          <button type="button" className="tp-button tp-button--secondary" onClick={clear}>
            Clear filters
          </button>
        )}
      </div>
    </form>
  );
}
