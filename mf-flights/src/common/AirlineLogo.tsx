import './AirlineLogo.css';

/** An airline's mark: its code on its colour (the airline's name is always written beside it). */
export function AirlineLogo({ code }: { code: string }) {
  return (
    <span className={`fl-airline-logo fl-airline-logo--${code.toLowerCase()}`} aria-hidden="true" translate="no">
      {code}
    </span>
  );
}
