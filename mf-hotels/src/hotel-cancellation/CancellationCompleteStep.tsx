import { fromMinor, Price } from '@travel/shared-ui/money';
import type { CancellationReceipt } from '@travel/contracts/bookings';

/**
 * Step 3: the request's id and refund; Done starts the wizard over. Within the booking's policy it is already
 * cancelled and refunded; a request for an exception waits for our team.
 */
export function CancellationCompleteStep({ receipt, onDone }: { receipt: CancellationReceipt; onDone: () => void }) {
  const approved = receipt.status === 'approved';
  const credit = receipt.refundPreference === 'credit';
  return (
    <div className="hc-complete">
      <p className="hc-complete__lead">
        {!approved
          ? 'Your cancellation request has been submitted.'
          : receipt.netRefundMinor > 0
            ? credit
              ? 'Your booking is cancelled and the refund is in your travel credit.'
              : 'Your booking is cancelled and the refund is on its way.'
            : 'Your booking is cancelled. Under its policy nothing is refunded.'}
      </p>
      <dl className="hc-summary">
        <div>
          <dt>Request ID</dt>
          <dd>{receipt.id}</dd>
        </div>
        <div>
          <dt>Booking ID</dt>
          <dd>{receipt.bookingId}</dd>
        </div>
        <div>
          <dt>Net refund</dt>
          <dd>
            <Price amount={fromMinor(receipt.netRefundMinor)} />
          </dd>
        </div>
        <div>
          <dt>Refund to</dt>
          <dd>{receipt.refundPreference === 'credit' ? 'Travel credit' : 'Original payment method'}</dd>
        </div>
      </dl>
      {!approved ? (
        <p>
          {credit
            ? 'Once approved, your refund will be added to your travel credit. We will email you when the request is reviewed.'
            : 'Once approved, your refund will be processed in 5-10 business days. We will email you when the request is reviewed.'}
        </p>
      ) : credit ? (
        receipt.netRefundMinor > 0 && <p>It has been added to your travel credit, shown in My Trips.</p>
      ) : (
        receipt.netRefundMinor > 0 && (
          <p>Your refund has been sent to your original payment method and will reach you in 5-10 business days.</p>
        )
      )}
      <button type="button" className="tp-button" onClick={onDone}>
        Done
      </button>
    </div>
  );
}
