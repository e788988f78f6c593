import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { deferredPart, useDrawnInBrowser } from '@travel/shared-ui/components';
import { guestsSummary } from '@travel/contracts/rules';
import { pickerTotals, type PickerRoom } from './pickerRooms';
import './HotelSearchWidget.css';

// The panel is fetched when the pointer or the focus reaches the button, before it is pressed: the pages that draw
// the picker stay within their first-visit budget (e2e/size.ts).
const GuestsPanel = deferredPart(
  () => import(/* webpackChunkName: "guests-panel" */ './GuestsPanel'),
  (panel) => panel.default,
);

/**
 * Guests and rooms: a button reading the totals that opens a panel with one block per room (adults, children and
 * each child's age), Add room and Remove room, within the limits of BOOKING_LIMITS. `submitCount` is how many
 * searches were tried: from the first, a child without an age is flagged and each try opens the panel at it.
 */
export function GuestsPicker({
  rooms,
  onChange,
  submitCount = 0,
}: {
  rooms: PickerRoom[];
  onChange: (rooms: PickerRoom[]) => void;
  submitCount?: number;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const missingAges = rooms.some((room) => room.childAges.includes(null));
  const flagMissingAges = submitCount > 0 && missingAges;

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        toggle.current?.focus();
      } else if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  // A search tried with a child's age missing opens the panel at the first such age.
  useEffect(() => {
    if (submitCount > 0 && missingAges) setOpen(true);
  }, [submitCount, missingAges]);

  const inBrowser = useDrawnInBrowser();
  return (
    <div className="hh-guests" ref={wrapper}>
      <span className="hh-label" id={`${panelId}-label`}>
        Guests and rooms
      </span>
      <button
        type="button"
        ref={toggle}
        className="hh-guests__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${panelId}-label ${panelId}-value`}
        aria-invalid={flagMissingAges ? true : undefined}
        onPointerEnter={GuestsPanel.prefetch}
        onFocus={GuestsPanel.prefetch}
        onClick={() => setOpen((value) => !value)}
      >
        {/* A search's guests are its link's: not in a results page drawn at build time. */}
        <span id={`${panelId}-value`}>{inBrowser ? guestsSummary(pickerTotals(rooms)) : '\u00a0'}</span>
      </button>
      {open && (
        <div className="hh-guests__panel" id={panelId} role="group" aria-label="Guests and rooms">
          <Suspense fallback={<p className="hh-guests__loading">Loading…</p>}>
            <GuestsPanel
              rooms={rooms}
              onChange={onChange}
              idPrefix={panelId}
              flagMissingAges={flagMissingAges}
              submitCount={submitCount}
              onDone={() => setOpen(false)}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
