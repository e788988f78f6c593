import { useState, type FormEvent } from 'react';
import { TextField } from '@travel/shared-ui/fields';
import type { GatewayName } from '@travel/contracts/refunds';
import { useBookingRefund } from './api/getBookingRefund';
import type { RefundFormState } from './useRefundForm';

/** Fills the refund form from a booking reference: its payment, gateway, what remains and its cancellation. */
export function PrefillFromBooking({
  form,
  onGateway,
}: {
  form: RefundFormState;
  onGateway: (gateway: GatewayName) => void;
}) {
  const [reference, setReference] = useState('');
  const lookup = useBookingRefund();

  async function fill(event: FormEvent) {
    event.preventDefault();
    if (!reference.trim()) return;
    const found = await lookup.mutate(reference.trim()).catch(() => undefined);
    if (!found) return;
    onGateway(found.gateway);
    form.update('paymentId', found.paymentId);
    form.update('cancellationId', found.cancellationId ?? found.reference);
    form.update('amount', String(found.refundableMinor / 100));
  }

  return (
    <form className="rfm__prefill" onSubmit={fill} noValidate>
      <TextField
        id="rfm-prefill-reference"
        label="Booking reference"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <button type="submit" className="tp-button tp-button--secondary" disabled={lookup.status === 'pending'}>
        Fill from booking
      </button>
      {lookup.status === 'error' && <p role="alert">{lookup.message}</p>}
    </form>
  );
}
