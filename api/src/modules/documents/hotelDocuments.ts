import { roomCompanions, type RoomGuests } from '@travel/contracts/hotels';
import { indiaDate, type TaxInvoiceLineInput } from '@travel/contracts/rules';
import type { DocumentsConfig } from '../../config';
import type { Db } from '../../db/database';
import type { MailMessage } from '../../mail/mailer';
import { drawSupplier, issueInvoiceOnce, type IssuedInvoice } from './issueInvoice';
import { formatDate, formatMoney, heading, pdfAttachment, printableName, renderPdf, taxInvoiceAttachment } from './pdf';

/** Everything the hotel voucher shows: the hotel checkout maps its confirmed order onto it. */
export interface HotelVoucherInput {
  reference: string;
  hotelName: string;
  address: string;
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
  nights: number;
  roomName: string;
  bed: string;
  rateName: string;
  rooms: number;
  adults: number;
  children: number;
  /** Each room's lead guest, in room order. */
  guests: { title: string; firstName: string; lastName: string }[];
  /** Who sleeps in each room, in room order (`orderRoomGuests`). */
  roomGuests: RoomGuests[];
  specialRequests: string | null;
  arrivalTime: string | null;
  cancellationText: string;
  currency: string;
  totalMinor: number;
  /** Paid now, or 0 (pay at the hotel: the total is due there). */
  paidMinor: number;
}

/** The hotel voucher PDF: what the guest shows at the front desk. */
export function renderHotelVoucher(voucher: HotelVoucherInput): Promise<Buffer> {
  const money = (minor: number) => formatMoney(minor, voucher.currency);
  return renderPdf(`Hotel voucher ${voucher.reference}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#1a3c6e').text('Hotel Voucher');
    doc.font('Helvetica').fontSize(10).fillColor('black').moveDown(0.3);
    doc.font('Helvetica-Bold').text(`Booking reference: ${voucher.reference}`).font('Helvetica');
    heading(doc, 'Hotel');
    doc.text(voucher.hotelName);
    doc.text(voucher.address);
    heading(doc, 'Stay');
    doc.text(`Check-in: ${formatDate(voucher.checkIn)} from ${voucher.checkInTime}`);
    doc.text(`Check-out: ${formatDate(voucher.checkOut)} by ${voucher.checkOutTime}`);
    doc.text(
      `${voucher.nights} night${voucher.nights === 1 ? '' : 's'}, ${voucher.rooms} x ${voucher.roomName} (${voucher.bed})`,
    );
    doc.text(`Rate: ${voucher.rateName}`);
    doc.text(
      `Guests: ${voucher.adults} adult${voucher.adults === 1 ? '' : 's'}${voucher.children ? `, ${voucher.children} child${voucher.children === 1 ? '' : 'ren'}` : ''}`,
    );
    // Every guest of each room: the lead guest by name (the only name the order takes), then the others.
    voucher.guests.forEach((guest, i) =>
      doc.text(
        [
          `Room ${i + 1}: ${guest.title} ${printableName(`${guest.firstName} ${guest.lastName}`)} (lead guest)`,
          ...roomCompanions(voucher.roomGuests[i]),
        ].join(', '),
      ),
    );
    if (voucher.arrivalTime) doc.text(`Expected arrival: ${voucher.arrivalTime}`);
    if (voucher.specialRequests) doc.text(`Special requests: ${voucher.specialRequests}`);
    heading(doc, 'Payment');
    doc.text(`Total: ${money(voucher.totalMinor)}`);
    doc.text(
      voucher.paidMinor > 0
        ? `Paid: ${money(voucher.paidMinor)}`
        : `Pay at the hotel: ${money(voucher.totalMinor)} (your card guarantees the booking; nothing was charged)`,
    );
    heading(doc, 'Cancellation policy');
    doc.text(voucher.cancellationText);
  });
}

/** What the hotel checkout gives for the GST tax invoice of a stay paid now. */
export interface HotelTaxInvoiceInput {
  orderReference: string;
  currency: string;
  buyer: { name: string; email: string; gstin?: string; companyName?: string };
  stay: { hotelName: string; address: string; checkIn: string; checkOut: string; rooms: number; roomName: string };
  /** A hotel in India: its GST state code. */
  hotelState?: string;
  /** What was paid, line by line, GST included, after the discount; they add up to the total paid. */
  lines: TaxInvoiceLineInput[];
  issuedAt?: Date;
}

type HotelInvoiceDocument = IssuedInvoice<HotelTaxInvoiceInput['buyer'], { stay: HotelTaxInvoiceInput['stay'] }>;

function renderHotelInvoice(invoice: HotelInvoiceDocument): Promise<Buffer> {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  return renderPdf(`Tax invoice ${invoice.number}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#1a3c6e').text('Tax Invoice');
    doc.font('Helvetica').fontSize(10).fillColor('black').moveDown(0.3);
    doc.font('Helvetica-Bold').text(`Invoice number: ${invoice.number}`).font('Helvetica');
    doc.text(`Invoice date: ${formatDate(indiaDate(new Date(invoice.issuedAt)))}`);
    doc.text(`Booking reference: ${invoice.orderReference}`);
    drawSupplier(doc, invoice.supplier);
    heading(doc, 'Bill to');
    if (invoice.buyer.companyName) doc.text(invoice.buyer.companyName);
    doc.text(printableName(invoice.buyer.name));
    doc.text(invoice.buyer.email);
    if (invoice.buyer.gstin) doc.text(`GSTIN: ${invoice.buyer.gstin}`);
    heading(doc, 'Stay');
    doc.text(
      `${invoice.stay.hotelName}, ${invoice.stay.address}: ${invoice.stay.rooms} x ${invoice.stay.roomName}, ` +
        `${formatDate(invoice.stay.checkIn)} to ${formatDate(invoice.stay.checkOut)}`,
    );
    heading(doc, 'Charges');
    for (const line of invoice.gst.lines) {
      doc.text(
        `${line.description} (SAC ${line.sac ?? '-'}, ${line.ratePercent}%): taxable ${money(line.taxableMinor)}, ` +
          `CGST ${money(line.cgstMinor)}, SGST ${money(line.sgstMinor)}, IGST ${money(line.igstMinor)}, ` +
          `total ${money(line.totalMinor)}`,
      );
    }
    const { totals } = invoice.gst;
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .text(`Total amount: ${money(totals.totalMinor)}`)
      .font('Helvetica');
    doc.text(`of which GST: ${money(totals.cgstMinor + totals.sgstMinor + totals.igstMinor)}`);
    doc.moveDown(0.5).fontSize(8.5);
    doc.text(
      'SAC 996311: room or unit accommodation services, at the rate of the tariff slab of each night. ' +
        "SAC 998551: the portal's booking fee. Amounts include GST. This is a computer-generated invoice.",
    );
  });
}

/**
 * Issues the GST tax invoice of a paid hotel stay inside the caller's transaction, from the same per-year
 * counter as every invoice; issued again for the same booking it returns the one already issued.
 */
export function issueHotelTaxInvoice(
  tx: Db,
  config: DocumentsConfig,
  input: HotelTaxInvoiceInput,
): Promise<{ number: string; pdf: Buffer }> {
  return issueInvoiceOnce(tx, config, {
    booking: input,
    supply: { hotelState: input.hotelState },
    printed: { stay: input.stay },
    render: renderHotelInvoice,
  });
}

export interface HotelConfirmationMailInput {
  to: string;
  reference: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  cancellationText: string;
  voucherPdf: Buffer;
  /** Only for a stay paid now. */
  invoice?: { number: string; pdf: Buffer };
  totalMinor: number;
  paidMinor: number;
  currency: string;
}

/** The hotel booking confirmation: the voucher, and the tax invoice when the stay was paid now. */
export function hotelConfirmationMessage(input: HotelConfirmationMailInput): MailMessage {
  const total = formatMoney(input.totalMinor, input.currency);
  return {
    to: input.to,
    subject: `Your hotel is booked: booking reference ${input.reference}`,
    text: [
      `Thank you for booking with Travel Portal. Your stay at ${input.hotelName} is confirmed.`,
      '',
      `Booking reference: ${input.reference}`,
      `Check-in: ${formatDate(input.checkIn)}; check-out: ${formatDate(input.checkOut)}`,
      input.paidMinor > 0 ? `Total paid: ${total}` : `To pay at the hotel: ${total} (nothing was charged now)`,
      ...(input.invoice ? [`Tax invoice: ${input.invoice.number}`] : []),
      `Cancellation: ${input.cancellationText}`,
      '',
      `Attached: your hotel voucher${input.invoice ? ' and your GST tax invoice' : ''} (PDF).`,
    ].join('\n'),
    attachments: [
      pdfAttachment(`hotel-voucher-${input.reference}.pdf`, input.voucherPdf),
      ...(input.invoice ? [taxInvoiceAttachment(input.invoice)] : []),
    ],
  };
}
