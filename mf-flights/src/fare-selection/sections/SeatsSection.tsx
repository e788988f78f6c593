/** The aircraft's layout and the seat legend; "Choose Seats" re-prices the fare and opens checkout's seat map. */
export function SeatsSection({
  aircraft,
  onChooseSeats,
  pending,
}: {
  aircraft: string;
  onChooseSeats: () => void;
  pending: boolean;
}) {
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
      <button type="button" className="tp-button tp-button--secondary" disabled={pending} onClick={onChooseSeats}>
        Choose Seats
      </button>
    </section>
  );
}
