import { supplierBookingLines, type SupplierBookingView } from '@travel/contracts/flight-checkout';

/** A trip booked at a supplier: who sold it and where it stands there, worded as on the checkout's confirmation. */
export function SupplierBookingLines({ booking }: { booking: SupplierBookingView }) {
  const lines = supplierBookingLines(booking);
  return (
    <>
      <p>{lines.soldBy}</p>
      {lines.status.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </>
  );
}
