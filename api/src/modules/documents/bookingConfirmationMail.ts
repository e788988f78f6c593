import type { MailMessage } from '../../mail/mailer';
import { formatMoney, pdfAttachment, taxInvoiceAttachment } from './pdf';

export interface BookingConfirmationMailInput {
  to: string;
  reference: string;
  ticketPdf: Buffer;
  invoicePdf: Buffer;
  invoiceNumber: string;
  totalMinor: number;
  currency: string;
}

/** The booking confirmation email, with the e-ticket and the tax invoice attached as PDFs. */
export function bookingConfirmationMessage(input: BookingConfirmationMailInput): MailMessage {
  const total = formatMoney(input.totalMinor, input.currency);
  return {
    to: input.to,
    subject: `Your flight is booked: booking reference ${input.reference}`,
    text: [
      'Thank you for booking with Travel Portal. Your flight is confirmed.',
      '',
      `Booking reference: ${input.reference}`,
      `Total paid: ${total}`,
      `Tax invoice: ${input.invoiceNumber}`,
      '',
      'Attached are your e-ticket and your GST tax invoice (PDF). Web check-in opens 48 hours before departure;',
      'keep the booking reference at hand when you check in.',
    ].join('\n'),
    attachments: [
      pdfAttachment(`e-ticket-${input.reference}.pdf`, input.ticketPdf),
      taxInvoiceAttachment({ number: input.invoiceNumber, pdf: input.invoicePdf }),
    ],
  };
}
