import { useEffect, useId, useRef, useState } from 'react';
import {
  CHILD_AGES,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_TRAVELLERS,
  canAddAdult,
  canAddChild,
  canRemoveAdult,
  canRemoveChild,
  travellersError,
  withChildren,
  type Travellers,
} from '@travel/contracts/rules';
import { SelectField } from '@travel/shared-ui/fields';

/**
 * The travellers popup: adults 1-9, children 0-6, at most 9 together, an age 0-17 per child.
 * Changes are a draft until Apply, which closes it and hands the travellers back.
 */
export function TravellersPopup({
  value,
  onApply,
  onClose,
}: {
  value: Travellers;
  onApply: (travellers: Travellers) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Travellers>(value);
  const error = travellersError(draft);
  const dialogRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="fs-travellers" role="dialog" aria-label="Travellers" ref={dialogRef}>
      <Counter
        label="Adults"
        hint="12+ years"
        value={draft.adults}
        canRemove={canRemoveAdult(draft)}
        canAdd={canAddAdult(draft)}
        onChange={(adults) => setDraft({ ...draft, adults })}
      />
      <Counter
        label="Children"
        hint="0-17 years"
        value={draft.children}
        canRemove={canRemoveChild(draft)}
        canAdd={canAddChild(draft)}
        onChange={(children) => setDraft(withChildren(draft, children))}
      />
      {draft.childAges.map((age, i) => (
        <SelectField
          key={i}
          id={`${idPrefix}-age-${i}`}
          className="fs-travellers__age"
          label={<>Age of child {i + 1}</>}
          value={String(age)}
          onChange={(event) => {
            const childAges = [...draft.childAges];
            childAges[i] = Number(event.target.value);
            setDraft({ ...draft, childAges });
          }}
        >
          {CHILD_AGES.map((option) => (
            <option key={option} value={option}>
              {option} {option === 1 ? 'year' : 'years'}
            </option>
          ))}
        </SelectField>
      ))}
      <p className="fs-travellers__rules">
        Up to {MAX_ADULTS} adults and {MAX_CHILDREN} children, {MAX_TRAVELLERS} travellers in all.
      </p>
      {error && (
        <p className="tp-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="fs-travellers__actions">
        <button type="button" className="tp-button tp-button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="tp-button" disabled={error !== null} onClick={() => onApply(draft)}>
          Apply
        </button>
      </div>
    </div>
  );
}

function Counter({
  label,
  hint,
  value,
  canAdd,
  canRemove,
  onChange,
}: {
  label: string;
  hint: string;
  value: number;
  canAdd: boolean;
  canRemove: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <div className="fs-counter">
      <span className="fs-counter__label">
        {label} <small>{hint}</small>
      </span>
      <button
        type="button"
        className="fs-counter__button"
        aria-label={`Remove one ${label === 'Adults' ? 'adult' : 'child'}`}
        disabled={!canRemove}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-label={label} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="fs-counter__button"
        aria-label={`Add one ${label === 'Adults' ? 'adult' : 'child'}`}
        disabled={!canAdd}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
