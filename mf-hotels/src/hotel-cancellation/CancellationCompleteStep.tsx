import { fromMinor, Price } from '@travel/shared-ui/money';
import type { CancellationReceipt } from '@travel/contracts/bookings';

/** Step 3: the request's id and refund; Done starts the wizard over. */
export function CancellationCompleteStep({ receipt, onDone }: { receipt: CancellationReceipt; onDone: () => void }) {
  return (
    <div className="hc-complete">
      <p className="hc-complete__lead">Your cancellation request has been submitted.</p>
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
      <p>
        Once approved, your refund will be processed in 5-10 business days. We will email you when the request is
        reviewed.
      </p>
      <button type="button" className="tp-button" onClick={onDone}>
        Done
      </button>
    </div>
  );
}
