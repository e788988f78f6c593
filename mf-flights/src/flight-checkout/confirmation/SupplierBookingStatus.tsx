import { supplierBookingLines, type SupplierBookingView } from '@travel/contracts/flight-checkout';

/** Who sold the booking and where it stands at that supplier, in the contracts' words (My Trips says the same). */
export function SupplierBookingStatus({ booking }: { booking: SupplierBookingView }) {
  const lines = supplierBookingLines(booking);
  return (
    <div className="fc-supplier-booking" data-testid="supplier-booking">
      <p>{lines.soldBy}</p>
      {lines.status.map((line) => (
        <p key={line} role={lines.pending ? 'status' : undefined}>
          {line}
        </p>
      ))}
    </div>
  );
}
