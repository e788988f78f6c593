import type { ReactNode } from 'react';

export interface FieldFrameProps {
  /** The control's id; its hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the control; none when undefined or empty. */
  error?: string;
  /** The wrapper's class, `tp-field` unless a form lays its fields out otherwise. */
  className?: string;
  labelClassName?: string;
  children: ReactNode;
}

/** What a control needs to point at its hint and error: its id, aria-invalid and aria-describedby. */
export function fieldAria(id: string, { hint, error }: { hint?: ReactNode; error?: string }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/**
 * The hint and the error message under a control, with the ids `fieldAria` points at. The message's line is
 * always there (`tp-field__message`, one line high), so a message appearing on blur does not push the next control
 * down under a click already on its way (docs/decisions.md). The alert itself is still added with its text.
 */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      <div className="tp-field__message">
        {error && (
          <span id={`${id}-error`} className="tp-field__error" role="alert">
            {error}
          </span>
        )}
      </div>
    </>
  );
}

/**
 * A labelled control with its hint and error beneath it. The fields of this folder are built on it; a control
 * of its own kind (a password with a Show button, a combobox) can be too, giving its input `fieldAria(...)`.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className = 'tp-field',
  labelClassName,
  children,
}: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
