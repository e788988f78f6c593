import { useEffect, useId, useRef, useState } from 'react';
import { changeGuests, GUEST_MINIMUMS, guestsSummary, type HotelGuests } from '@travel/contracts/rules';
import './HotelSearchWidget.css';

const ROWS: { field: keyof HotelGuests; label: string; hint: string }[] = [
  { field: 'adults', label: 'Adults', hint: 'Ages 18 or above' },
  { field: 'children', label: 'Children', hint: 'Ages 0-17' },
  { field: 'rooms', label: 'Rooms', hint: '' },
];

/** Guests and rooms: a button that opens a small panel of steppers (never below 1 adult, 0 children, 1 room). */
export function GuestsPicker({ guests, onChange }: { guests: HotelGuests; onChange: (guests: HotelGuests) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrapper.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="hh-guests" ref={wrapper}>
      <span className="hh-label" id={`${panelId}-label`}>
        Guests and rooms
      </span>
      <button
        type="button"
        className="hh-guests__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${panelId}-label ${panelId}-value`}
        onClick={() => setOpen((value) => !value)}
      >
        <span id={`${panelId}-value`}>{guestsSummary(guests)}</span>
      </button>
      {open && (
        <div className="hh-guests__panel" id={panelId} role="group" aria-label="Guests and rooms">
          {ROWS.map(({ field, label, hint }) => (
            <div className="hh-stepper" key={field}>
              <div>
                <span className="hh-stepper__label">{label}</span>
                {hint && <span className="hh-stepper__hint">{hint}</span>}
              </div>
              <div className="hh-stepper__controls">
                <button
                  type="button"
                  aria-label={`Fewer ${label.toLowerCase()}`}
                  disabled={guests[field] <= GUEST_MINIMUMS[field]}
                  onClick={() => onChange(changeGuests(guests, field, -1))}
                >
                  −
                </button>
                <output aria-label={label} aria-live="polite">
                  {guests[field]}
                </output>
                <button
                  type="button"
                  aria-label={`More ${label.toLowerCase()}`}
                  onClick={() => onChange(changeGuests(guests, field, 1))}
                >
                  +
                </button>
              </div>
            </div>
          ))}
          <button type="button" className="tp-button hh-guests__done" onClick={() => setOpen(false)}>
            Done
          </button>
        </div>
      )}
    </div>
  );
}
