import './Spinner.css';

/** A busy indicator that screen readers announce. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="tp-spinner" role="status" aria-live="polite">
      <span className="tp-spinner__wheel" aria-hidden="true" />
      <span className="tp-visually-hidden">{label}</span>
    </div>
  );
}
