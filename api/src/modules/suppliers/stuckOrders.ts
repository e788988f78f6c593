import type { StuckSupplierOrder } from '@travel/contracts/flights';
import type { SupplierOrderRow } from '../orders/supplier-order';

/** The placing job's tries before it stops (the job table's own limit of attempts). */
export const PLACING_TRIES = 5;
/** A first try not made after this long means the jobs are not running. */
const WAITING_TOO_LONG_MIN = 5;

/**
 * An order paid but not confirmed at its supplier, as staff's list shows it, with what to do: wait while the job
 * works on it; once its tries are over, look it up at the supplier by our reference and either mark what the
 * supplier made or refund the traveller. Never order it again by hand: the supplier may hold it already.
 */
export function stuckOrder(row: SupplierOrderRow, label: string, now = Date.now()): StuckSupplierOrder {
  const minutesWaiting = Math.max(0, Math.floor((now - Date.parse(row.created_at)) / 60_000));
  const lookUp =
    `Look up booking ${row.reference} (offer ${row.offer_id}) in ${label}'s dashboard before anything else: ` +
    'if it is booked there, the job will find it on its next try; if it is not, refund the traveller in full from ' +
    'Refund management and tell them. Never place it again by hand.';
  let state: StuckSupplierOrder['state'];
  let action: string;
  if (row.attempts >= PLACING_TRIES) {
    state = 'stopped';
    action = `The automatic tries are over (${row.attempts}). ${lookUp}`;
  } else if (row.attempts > 0) {
    state = 'retrying';
    action =
      `${label} gave no clear answer (${row.last_error ?? 'unknown'}). The job looks the order up at ${label} ` +
      'before sending it again, so it is never made twice: no action needed yet. If it is still here after ' +
      `${PLACING_TRIES} tries: ${lookUp}`;
  } else {
    state = 'waiting';
    action =
      minutesWaiting >= WAITING_TOO_LONG_MIN
        ? `Not sent after ${minutesWaiting} minutes: check that the API's background jobs are running ` +
          '(GET /api/health/ready) and its log for supplier-order.place.'
        : 'Waiting for its first try (within a minute of the payment): no action needed.';
  }
  return {
    reference: row.reference,
    orderKind: row.order_kind,
    supplier: row.supplier,
    label,
    offerId: row.offer_id,
    amountMinor: row.amount_minor,
    currency: row.currency.trim(),
    paidAt: new Date(row.created_at).toISOString(),
    minutesWaiting,
    attempts: row.attempts,
    lastError: row.last_error,
    state,
    action,
  };
}
