import { orderRoomGuests } from '@travel/contracts/hotels';
import type { TaxInvoiceLineInput } from '@travel/contracts/rules';
import type { Db } from '../../db/database';
import type { DocumentsService } from '../documents/documents.service';
import type { HotelTaxInvoiceInput } from '../documents/documents.service';
import type { HotelOrderRow } from './hotel-checkout.repository';

/** Hotels in India by city, with their GST state (the place of supply of the stay). */
const INDIAN_HOTEL_STATES: Record<string, string> = { Mumbai: '27' };

/**
 * The invoice's lines: the room nights grouped by their GST slab and the booking fee, each GST included, the
 * discount taken off the fee first and then the rooms, so the lines add up to what was paid.
 */
export function hotelInvoiceLines(order: HotelOrderRow): TaxInvoiceLineInput[] {
  const bySlab = new Map<number, number>();
  for (const night of order.price.nights) {
    bySlab.set(night.gstPercent, (bySlab.get(night.gstPercent) ?? 0) + night.totalMinor);
  }
  const lines: TaxInvoiceLineInput[] = [
    { description: 'Booking fee', kind: 'travel-service', amountMinor: order.price.feesMinor },
    ...[...bySlab].map(([ratePercent, amountMinor]) => ({
      description: `${order.rate.roomName}, ${order.rate.name} (${order.rooms} room(s))`,
      kind: 'accommodation' as const,
      ratePercent,
      amountMinor,
    })),
  ];
  let discount = order.price.discountMinor;
  for (const line of lines) {
    const off = Math.min(discount, line.amountMinor);
    line.amountMinor -= off;
    discount -= off;
  }
  return lines.filter((line) => line.amountMinor > 0);
}

function invoiceInput(order: HotelOrderRow): HotelTaxInvoiceInput {
  const lead = order.guests[0];
  return {
    orderReference: order.reference,
    currency: order.currency,
    buyer: {
      name: `${lead.title} ${lead.firstName} ${lead.lastName}`,
      email: order.contactEmail,
      gstin: order.gstin ?? undefined,
      companyName: order.companyName ?? undefined,
    },
    stay: {
      hotelName: order.rate.hotelName,
      address: order.rate.address,
      checkIn: order.checkIn,
      checkOut: order.checkOut,
      rooms: order.rooms,
      roomName: order.rate.roomName,
    },
    hotelState: INDIAN_HOTEL_STATES[order.rate.city],
    lines: hotelInvoiceLines(order),
  };
}

/** The hotel checkout's documents: the invoice in the confirming transaction, the email after it. */
export function hotelCheckoutDocuments(documents: DocumentsService, db: Db) {
  return {
    issueInvoice: async (tx: Db, order: HotelOrderRow) => {
      await documents.issueHotelTaxInvoice(tx, invoiceInput(order));
    },
    onConfirmed: async (order: HotelOrderRow) => {
      const paid = order.status === 'paid';
      const voucherPdf = await documents.renderHotelVoucher({
        reference: order.reference,
        hotelName: order.rate.hotelName,
        address: order.rate.address,
        checkIn: order.checkIn,
        checkOut: order.checkOut,
        checkInTime: order.rate.checkInTime,
        checkOutTime: order.rate.checkOutTime,
        nights: order.price.nights.length,
        roomName: order.rate.roomName,
        bed: order.rate.bed,
        rateName: order.rate.name,
        rooms: order.rooms,
        adults: order.adults,
        children: order.childAges.length,
        guests: order.guests,
        roomGuests: orderRoomGuests(order),
        specialRequests: order.specialRequests,
        arrivalTime: order.arrivalTime,
        cancellationText: order.rate.cancellation.text,
        currency: order.currency,
        totalMinor: order.totalMinor,
        paidMinor: paid ? order.payNowMinor : 0,
      });
      // Issued in the confirming transaction: this reads it back, never a second number.
      const invoice = paid ? await documents.issueHotelTaxInvoice(db, invoiceInput(order)) : undefined;
      await documents.hotelConfirmationMail({
        to: order.contactEmail,
        reference: order.reference,
        hotelName: order.rate.hotelName,
        checkIn: order.checkIn,
        checkOut: order.checkOut,
        cancellationText: order.rate.cancellation.text,
        voucherPdf,
        invoice,
        totalMinor: order.totalMinor,
        paidMinor: paid ? order.payNowMinor : 0,
        currency: order.currency,
      });
    },
  };
}
