import type { DateChangeFlight } from '@travel/contracts/trips';
import type { MailMessage } from '../../mail/mailer';

const money = (amountMinor: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amountMinor / 100);

/** The reissued e-ticket after a date change, with what was paid or is paid back. */
export function reissuedTicketMail(input: {
  to: string;
  reference: string;
  flight: DateChangeFlight;
  totalMinor: number;
  currency: string;
  ticketPdf: Buffer;
}): MailMessage {
  const settled =
    input.totalMinor > 0
      ? `You paid ${money(input.totalMinor, input.currency)} for the change.`
      : input.totalMinor < 0
        ? `${money(-input.totalMinor, input.currency)} is on its way back to your original payment method; you can follow it in My Trips.`
        : 'There was nothing to pay for the change.';
  return {
    to: input.to,
    subject: `Booking ${input.reference}: your new e-ticket for ${input.flight.date}`,
    text: [
      `The date of booking ${input.reference} is changed.`,
      '',
      `New flight: ${input.flight.airline} ${input.flight.flightNumber} on ${input.flight.date}, ` +
        `${input.flight.departure} – ${input.flight.arrival}.`,
      settled,
      '',
      'Your reissued e-ticket is attached; the earlier one is no longer valid.',
      '',
      'Travel Portal',
    ].join('\n'),
    attachments: [
      { filename: `e-ticket-${input.reference}.pdf`, contentType: 'application/pdf', content: input.ticketPdf },
    ],
  };
}
