import { useId, useState } from 'react';
import { Modal } from '@travel/shared-ui/modal';
import { fromMinor, Price } from '@travel/shared-ui/money';
import { TextAreaField } from '@travel/shared-ui/fields';
import { Badge } from '../common/Badge';
import { formatDateTime } from '../common/format';
import type { CancellationRequest } from '@travel/contracts/admin';
import type { GatewayName } from '@travel/contracts/refunds';
import { AuditTrail } from './AuditTrail';
import { TableHead } from '../common/TableHead';

const GATEWAY_LABELS: Record<GatewayName, string> = { razorpay: 'Razorpay', stripe: 'Stripe', sandbox: 'Sandbox' };

export interface RequestDetailsModalProps {
  request: CancellationRequest;
  processing: boolean;
  onClose: () => void;
  onDecide: (action: 'approve' | 'reject', notes: string) => void;
}

/** 'Cancellation Request Details': every field, the refund calculation, and for a pending request the decision. */
export function RequestDetailsModal({ request, processing, onClose, onDecide }: RequestDetailsModalProps) {
  const [notes, setNotes] = useState('');
  const notesId = useId();
  const pending = request.status === 'pending';
  return (
    <Modal title="Cancellation Request Details" onClose={onClose}>
      <div className="adm-details">
        <section aria-labelledby={`${notesId}-customer`}>
          <h3 id={`${notesId}-customer`}>Customer</h3>
          <dl>
            <dt>Name</dt>
            <dd>{request.customerName}</dd>
            <dt>Email</dt>
            <dd>{request.customerEmail}</dd>
            <dt>Phone</dt>
            <dd>{request.customerPhone || 'Not given'}</dd>
          </dl>
        </section>
        <section aria-labelledby={`${notesId}-booking`}>
          <h3 id={`${notesId}-booking`}>Booking</h3>
          <dl>
            <dt>Booking ID</dt>
            <dd>{request.bookingId}</dd>
            <dt>Amount</dt>
            <dd>
              <Price amount={fromMinor(request.amountMinor)} />
            </dd>
            <dt>Departure date</dt>
            <dd>{formatDateTime(request.departureDate)}</dd>
          </dl>
        </section>
        <section aria-labelledby={`${notesId}-reason`}>
          <h3 id={`${notesId}-reason`}>Cancellation reason</h3>
          <p>{request.reason}</p>
          {request.additionalNotes && (
            <>
              <h4>Additional notes</h4>
              <p>{request.additionalNotes}</p>
            </>
          )}
        </section>
        <section aria-labelledby={`${notesId}-request`}>
          <h3 id={`${notesId}-request`}>Request</h3>
          <dl>
            <dt>Created</dt>
            <dd>{formatDateTime(request.createdAt)}</dd>
            <dt>Priority</dt>
            <dd>
              <Badge tone={request.priority}>{request.priority}</Badge>
            </dd>
            <dt>Status</dt>
            <dd>
              <Badge tone={request.status}>{request.status}</Badge>
            </dd>
            {request.notes && (
              <>
                <dt>Admin notes</dt>
                <dd>{request.notes}</dd>
              </>
            )}
          </dl>
        </section>
        <section aria-labelledby={`${notesId}-refund`}>
          <h3 id={`${notesId}-refund`}>Refund calculation</h3>
          <dl>
            <dt>Refundable amount</dt>
            <dd>
              <Price amount={fromMinor(request.refundableAmountMinor)} />
            </dd>
            <dt>Deductions</dt>
            <dd>
              <Price amount={fromMinor(request.deductionsMinor)} />
            </dd>
            <dt>Net refund</dt>
            <dd className="adm-details__net">
              <Price amount={fromMinor(request.netRefundMinor)} />
            </dd>
            <dt>Refund to</dt>
            <dd>
              {request.refundPreference === 'credit'
                ? 'Travel credit, as the customer chose'
                : 'Original payment method'}
            </dd>
          </dl>
        </section>
        {request.refunds.length > 0 && (
          <section aria-labelledby={`${notesId}-refunds`}>
            <h3 id={`${notesId}-refunds`}>Refund</h3>
            <table className="adm-details__refunds">
              <TableHead columns={['Amount', 'Gateway', 'Payment ID', 'Status', 'Refund ID']} />
              <tbody>
                {request.refunds.map((part) => (
                  <tr key={part.refundId}>
                    <td>
                      <Price amount={fromMinor(part.amountMinor)} />
                    </td>
                    <td>{GATEWAY_LABELS[part.gateway]}</td>
                    <td>
                      <code>{part.paymentId}</code>
                    </td>
                    <td>
                      <Badge tone={part.status}>{part.status}</Badge>
                    </td>
                    <td>
                      <code>{part.gatewayRefundId ?? part.refundId}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td colSpan={4}>
                    <Price amount={fromMinor(request.refunds.reduce((sum, part) => sum + part.amountMinor, 0))} />
                  </td>
                </tr>
              </tfoot>
            </table>
          </section>
        )}
        <AuditTrail id={request.id} headingId={`${notesId}-history`} />
        {pending && (
          <section aria-labelledby={`${notesId}-decide`} className="adm-details__decide">
            <h3 id={`${notesId}-decide`}>Approve or Reject</h3>
            <TextAreaField
              id={notesId}
              label="Notes for the customer (optional)"
              rows={2}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
            <div className="adm-details__buttons">
              <button
                type="button"
                className="tp-button adm-approve"
                disabled={processing}
                onClick={() => onDecide('approve', notes)}
              >
                Approve Refund
              </button>
              <button
                type="button"
                className="tp-button adm-reject"
                disabled={processing}
                onClick={() => onDecide('reject', notes)}
              >
                Reject Request
              </button>
              <button type="button" className="tp-button tp-button--secondary" disabled={processing} onClick={onClose}>
                Cancel
              </button>
            </div>
          </section>
        )}
      </div>
    </Modal>
  );
}
