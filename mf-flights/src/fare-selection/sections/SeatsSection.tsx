import { useState } from 'react';

const SEAT_ROW = ['A', 'B', 'C', '', 'D', 'E', 'F'];
const SEAT_KINDS = ['occupied', 'paid', 'available'] as const;

/** The aircraft's layout, the seat legend and a sample seat map behind "Choose Seats". */
export function SeatsSection({ aircraft }: { aircraft: string }) {
  const [seatMapOpen, setSeatMapOpen] = useState(false);
  return (
    <section className="sf-box" aria-labelledby="sf-seats-title">
      <h2 id="sf-seats-title">Aircraft &amp; Seats</h2>
      <p>{aircraft}: 3-3 layout, 180 seats.</p>
      <ul className="sf-legend">
        <li>
          <span className="sf-seat sf-seat--available" aria-hidden="true" /> Available
        </li>
        <li>
          <span className="sf-seat sf-seat--paid" aria-hidden="true" /> Paid
        </li>
        <li>
          <span className="sf-seat sf-seat--occupied" aria-hidden="true" /> Occupied
        </li>
      </ul>
      <button
        type="button"
        className="tp-button tp-button--secondary"
        aria-expanded={seatMapOpen}
        onClick={() => setSeatMapOpen((open) => !open)}
      >
        Choose Seats
      </button>
      {seatMapOpen && (
        <div className="sf-seatmap">
          <p>Selected seats: none. Seats are assigned at check-in for this fare; paid seats open after booking.</p>
          <div className="sf-seatmap__rows" aria-hidden="true">
            {Array.from({ length: 4 }, (_, row) => (
              <div key={row} className="sf-seatmap__row">
                {SEAT_ROW.map((letter, i) =>
                  letter ? (
                    <span key={letter} className={`sf-seat sf-seat--${SEAT_KINDS[(row + i) % 3]}`} />
                  ) : (
                    <span key={`aisle-${i}`} className="sf-seatmap__aisle" />
                  ),
                )}
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
