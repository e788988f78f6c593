import type { DocumentsConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { bookingConfirmationMessage, type BookingConfirmationMailInput } from './bookingConfirmationMail';
import { renderETicket, type ETicketInput } from './eTicket';
import {
  hotelConfirmationMessage,
  issueHotelTaxInvoice,
  renderHotelVoucher,
  type HotelConfirmationMailInput,
  type HotelTaxInvoiceInput,
  type HotelVoucherInput,
} from './hotelDocuments';
import { issueInvoiceOnce } from './issueInvoice';
import { renderTaxInvoice, type TaxInvoiceInput } from './taxInvoice';

// What other modules use of this module's parts, through its public face.
export type { ETicketInput } from './eTicket';
export { flightInvoiceParties, type TaxInvoiceInput } from './taxInvoice';
export type { HotelTaxInvoiceInput } from './hotelDocuments';

export interface DocumentsService {
  /** The e-ticket of a paid booking as a PDF. */
  renderETicket(ticket: ETicketInput): Promise<Buffer>;
  /**
   * Issues the GST tax invoice of a booking inside the caller's transaction `tx` (the one that confirms the
   * booking): the next number of the financial year, the invoice stored, and its PDF. Issued again for the
   * same booking it returns the invoice already issued, never a second number.
   */
  issueTaxInvoice(tx: Db, input: TaxInvoiceInput): Promise<{ number: string; pdf: Buffer }>;
  /**
   * Queues the booking confirmation email with both PDFs in the mail outbox: in the caller's transaction `tx`
   * when given (the email then exists exactly when the booking's confirmation commits), else through the
   * app's database, after the booking's transaction has committed.
   */
  bookingConfirmationMail(input: BookingConfirmationMailInput, tx?: Db): Promise<void>;
  /** A confirmed hotel stay's voucher as a PDF. */
  renderHotelVoucher(voucher: HotelVoucherInput): Promise<Buffer>;
  /** The GST tax invoice of a hotel stay paid now, issued inside the caller's transaction (as issueTaxInvoice). */
  issueHotelTaxInvoice(tx: Db, input: HotelTaxInvoiceInput): Promise<{ number: string; pdf: Buffer }>;
  /** Queues the hotel confirmation email (voucher, and invoice when paid now); after the transaction commits. */
  hotelConfirmationMail(input: HotelConfirmationMailInput): Promise<void>;
}

export function documentsService(options: { config: DocumentsConfig; mailer: Mailer }): DocumentsService {
  const { config, mailer } = options;
  return {
    renderETicket,

    async issueTaxInvoice(tx, input) {
      if (input.currency !== 'INR') throw new Error(`A GST tax invoice is in INR, not ${input.currency}`);
      if (input.lines.length === 0) throw new Error('A tax invoice needs at least one line');
      return issueInvoiceOnce(tx, config, {
        booking: input,
        supply: { cabin: input.flight.cabin, embarkationAirport: input.flight.from },
        printed: { flight: input.flight },
        render: renderTaxInvoice,
      });
    },

    async bookingConfirmationMail(input, tx) {
      await mailer.send(bookingConfirmationMessage(input), { tx });
    },

    renderHotelVoucher,

    issueHotelTaxInvoice: (tx, input) => issueHotelTaxInvoice(tx, config, input),

    async hotelConfirmationMail(input) {
      await mailer.send(hotelConfirmationMessage(input));
    },
  };
}
