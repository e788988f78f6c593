import { useRef, useState, type KeyboardEvent } from 'react';
import { QueryState } from '@travel/shared-ui/api';
import { RadioGroupField } from '@travel/shared-ui/fields';
import { fromMinor, Price, useFormatPrice } from '@travel/shared-ui/money';
import type { SeatMapReply, SeatView } from '@travel/contracts/flight-checkout';
import { useSeatMap } from '../api/getSeatMap';
import type { StepProps } from '../FlightCheckoutPage';

const travellerName = (p: StepProps['draft']['passengers'][number], i: number) =>
  p.firstName ? `${p.firstName} ${p.lastName}`.trim() : `Traveller ${i + 1}`;

/**
 * Step 2: the flight's seat map, one seat per traveller, or none: the order then takes a free seat for each
 * traveller without one when it is placed, shown on the confirmation.
 */
export function SeatsStep(props: StepProps) {
  const seatMap = useSeatMap(props.draft.flight.id);
  return (
    <section className="fc-box" aria-labelledby="fc-seats-title">
      <h2 id="fc-seats-title">Choose your seats</h2>
      <QueryState query={seatMap}>{(map) => <SeatPicker {...props} map={map} />}</QueryState>
    </section>
  );
}

function SeatPicker({ draft, onChange, onDone, map }: StepProps & { map: SeatMapReply }) {
  const format = useFormatPrice();
  const { passengers } = draft;
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      passengers.findIndex((p) => !p.seat),
    ),
  );
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const letters = map.letters;
  const holder = (seat: string) => passengers.findIndex((p) => p.seat === seat);

  const choose = (seat: SeatView) => {
    if (seat.availability === 'occupied') return;
    const owner = holder(seat.seat);
    if (owner !== -1 && owner !== active) return;
    const next = passengers.map((p, i) =>
      i === active ? { ...p, seat: owner === active ? undefined : seat.seat } : p,
    );
    onChange({ ...draft, passengers: next, seatPrices: { ...draft.seatPrices, [seat.seat]: seat.priceMinor } });
    // On to the next traveller still without a seat.
    const waiting = next.findIndex((p, i) => i !== active && !p.seat);
    if (owner !== active && waiting !== -1) setActive(waiting);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: letters.length,
      ArrowUp: -letters.length,
      Home: -(index % letters.length),
      End: letters.length - 1 - (index % letters.length),
    };
    if (!(event.key in step)) return;
    event.preventDefault();
    const next = Math.min(map.seats.length - 1, Math.max(0, index + step[event.key]));
    setFocused(next);
    buttons.current[next]?.focus();
  };

  const describe = (seat: SeatView) => {
    const parts = [`Seat ${seat.seat}`, seat.position];
    if (seat.exitRow) parts.push('exit row');
    if (seat.extraLegroom) parts.push('extra legroom');
    const owner = holder(seat.seat);
    if (owner !== -1) parts.push(`chosen for ${travellerName(passengers[owner], owner)}`);
    else if (seat.availability === 'occupied') parts.push('occupied');
    else if (seat.availability === 'paid') parts.push(`paid, ${format(fromMinor(seat.priceMinor))}`);
    else parts.push('free');
    return parts.join(', ');
  };

  return (
    <>
      <RadioGroupField
        id="fc-seat-traveller"
        name="fc-seat-traveller"
        legend="Choosing a seat for"
        className="fc-seat-travellers"
        optionClassName="fc-radio"
        options={passengers.map((p, i) => ({
          value: String(i),
          label: (
            <>
              {travellerName(p, i)}: {p.seat ? `seat ${p.seat}` : 'no seat yet'}
            </>
          ),
        }))}
        value={String(active)}
        onValueChange={(traveller) => setActive(Number(traveller))}
      />
      <ul className="fc-seat-legend" aria-label="Seat legend">
        <li>
          <span className="fc-seat fc-seat--free" aria-hidden="true" /> Free
        </li>
        <li>
          <span className="fc-seat fc-seat--paid" aria-hidden="true" /> Paid (window, extra legroom)
        </li>
        <li>
          <span className="fc-seat fc-seat--occupied" aria-hidden="true" /> Occupied
        </li>
        <li>
          <span className="fc-seat fc-seat--chosen" aria-hidden="true" /> Your choice
        </li>
      </ul>
      <p className="fc-hint" id="fc-seatmap-help">
        Use the arrow keys to move between seats, and Enter or Space to choose one. Rows 12 and 13 are exit rows.
      </p>
      <div
        className="fc-seatmap"
        role="group"
        aria-label="Seat map, front of the aircraft first"
        aria-describedby="fc-seatmap-help"
      >
        <div className="fc-seatmap__row fc-seatmap__head" aria-hidden="true">
          <span />
          {letters.map((letter, i) => (
            <span key={letter} className={i === letters.length / 2 ? 'fc-seatmap__after-aisle' : undefined}>
              {letter}
            </span>
          ))}
        </div>
        {Array.from({ length: map.rows }, (_, r) => {
          const rowSeats = map.seats.slice(r * letters.length, (r + 1) * letters.length);
          const exit = rowSeats[0]?.exitRow;
          return (
            <div key={r} className={`fc-seatmap__row${exit ? ' fc-seatmap__row--exit' : ''}`}>
              <span className="fc-seatmap__number" aria-hidden="true">
                {r + 1}
              </span>
              {rowSeats.map((seat, c) => {
                const index = r * letters.length + c;
                const owner = holder(seat.seat);
                const unavailable = seat.availability === 'occupied' || (owner !== -1 && owner !== active);
                const kind = owner !== -1 ? 'chosen' : seat.availability;
                return (
                  <button
                    key={seat.seat}
                    ref={(el) => {
                      buttons.current[index] = el;
                    }}
                    type="button"
                    className={`fc-seat fc-seat--${kind}${c === letters.length / 2 ? ' fc-seatmap__after-aisle' : ''}`}
                    aria-label={describe(seat)}
                    aria-pressed={owner === active}
                    aria-disabled={unavailable || undefined}
                    tabIndex={index === focused ? 0 : -1}
                    onFocus={() => setFocused(index)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                    onClick={() => !unavailable && choose(seat)}
                  >
                    {owner !== -1 ? owner + 1 : seat.letter}
                  </button>
                );
              })}
            </div>
          );
        })}
      </div>
      <SeatTotal draft={draft} />
      <div className="fc-actions">
        <button
          type="button"
          className="tp-button tp-button--secondary"
          onClick={() => {
            onChange({ ...draft, passengers: passengers.map((p) => ({ ...p, seat: undefined })) });
            onDone();
          }}
        >
          Skip seats
        </button>
        <button type="button" className="tp-button" onClick={onDone}>
          Continue to add-ons
        </button>
      </div>
      <p className="fc-hint">
        Skipped? Each traveller without a seat is given one free of charge when you book, shown on your confirmation.
      </p>
    </>
  );
}

function SeatTotal({ draft }: { draft: StepProps['draft'] }) {
  const chosen = draft.passengers.filter((p) => p.seat);
  const total = chosen.reduce((sum, p) => sum + (draft.seatPrices[p.seat!] ?? 0), 0);
  return (
    <p role="status" className="fc-seat-total">
      {chosen.length === 0 ? 'No seats chosen.' : `Seats chosen: ${chosen.map((p) => p.seat).join(', ')}.`}{' '}
      {chosen.length > 0 && (
        <>
          Seat charges: <Price amount={fromMinor(total)} />
        </>
      )}
    </p>
  );
}
