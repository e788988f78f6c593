import type { MailMessage } from '../../mail/mailer';

const money = (amountMinor: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amountMinor / 100);

const signOff = ['', 'You can follow this refund on the booking in My Trips.', '', 'Travel Portal'];

/** The traveller's email at each step of a flight cancellation and its refund. */
export function refundStepMail(input: {
  to: string;
  reference: string;
  step: 'approved' | 'requested' | 'rejected' | 'sent' | 'processed' | 'failed';
  amountMinor: number;
  currency: string;
  expectedCreditDate: string;
  destination: string;
  gatewayRefundId?: string | null;
}): MailMessage {
  const amount = money(input.amountMinor, input.currency);
  const credit = `Expected on your statement by ${input.expectedCreditDate}.`;
  const lines: Record<typeof input.step, [string, string]> = {
    requested: [
      `We received your cancellation request for booking ${input.reference}`,
      `Our team will review your request and reply within 2 working days. If approved, ${amount} goes back to ${input.destination}.`,
    ],
    approved: [
      `Booking ${input.reference} is cancelled: refund of ${amount} approved`,
      input.amountMinor > 0
        ? `A refund of ${amount} is approved and goes back to ${input.destination}. ${credit}`
        : 'Under the fare rules nothing of this booking is refundable.',
    ],
    rejected: [
      `Cancellation request for booking ${input.reference} not approved`,
      'We could not approve your request; the booking stays confirmed.',
    ],
    sent: [
      `Refund for booking ${input.reference} sent to the payment gateway`,
      `The refund of ${amount} was sent to the payment gateway (refund ID ${input.gatewayRefundId ?? '-'}). ${credit}`,
    ],
    processed: [
      `Refund for booking ${input.reference} processed`,
      `The gateway has processed the refund of ${amount} to ${input.destination}. ${credit}`,
    ],
    failed: [
      `Refund for booking ${input.reference} failed: we are retrying`,
      `The gateway could not process the refund of ${amount}. We retry it and will write again; nothing is lost.`,
    ],
  };
  const [subject, body] = lines[input.step];
  return { to: input.to, subject, text: ['Hello,', '', body, ...signOff].join('\n') };
}

export function lookupCodeMail(to: string, reference: string, code: string, minutes: number): MailMessage {
  return {
    to,
    subject: `Your code to open booking ${reference}`,
    text: [
      'Hello,',
      '',
      `Your code to open booking ${reference} in My Trips is ${code}. It expires in ${minutes} minutes.`,
      '',
      'If you did not ask for it, ignore this email.',
      '',
      'Travel Portal',
    ].join('\n'),
  };
}
