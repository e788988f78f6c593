import type { MailMessage } from '../../mail/mailer';
import type { CancellationRequestRow } from './admin.repository';

const money = (amountMinor: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amountMinor / 100);

/** The customer's email when their cancellation is approved. */
export function approvedMail(request: CancellationRequestRow, refundId: string | null): MailMessage {
  const refundLine =
    request.netRefundMinor > 0 && request.refundPreference === 'credit'
      ? `As you chose, ${money(request.netRefundMinor, request.currency)} has been added to your travel credit, ` +
        'shown in your account under My Trips. Nothing is refunded to your payment method.'
      : request.netRefundMinor > 0
        ? `A refund of ${money(request.netRefundMinor, request.currency)} has been initiated to your original payment method` +
          `${refundId ? ` (refund ID ${refundId})` : ''}. It usually reaches you within 5-10 business days.`
        : 'Under the cancellation policy no amount is refundable for this booking.';
  const text = [
    `Dear ${request.customerName},`,
    '',
    `Your cancellation request for booking ${request.bookingId} has been approved and the booking is cancelled.`,
    refundLine,
    ...(request.notes ? ['', `Note from our team: ${request.notes}`] : []),
    '',
    'Travel Portal',
  ].join('\n');
  return { to: request.customerEmail, subject: `Cancellation approved for booking ${request.bookingId}`, text };
}

/** The customer's email when their cancellation is rejected. */
export function rejectedMail(request: CancellationRequestRow): MailMessage {
  const text = [
    `Dear ${request.customerName},`,
    '',
    `We could not approve your cancellation request for booking ${request.bookingId}; the booking stays confirmed.`,
    ...(request.notes ? ['', `Note from our team: ${request.notes}`] : []),
    '',
    'If you have questions, reply to this email or contact our support team.',
    '',
    'Travel Portal',
  ].join('\n');
  return {
    to: request.customerEmail,
    subject: `Cancellation request for booking ${request.bookingId} not approved`,
    text,
  };
}
