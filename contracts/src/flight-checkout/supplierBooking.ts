import type { SupplierBookingView } from './flight-checkout.schemas';

/**
 * What a traveller reads of an order booked at a supplier (the checkout's confirmation and My Trips draw the same
 * lines): who sold it, then where it stands there. The PNR and ticket numbers are worded as on the e-ticket.
 */

/** An amount as the mails write it, without the paise when there are none ('₹5,000', '₹5,000.50'). */
function money(amountMinor: number, currency: string): string {
  const digits = amountMinor % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 100);
}

/** Where the card's refund stands, by the refund's status; an unknown status says nothing. */
const REFUND_STATUS_LINES: Record<string, string> = {
  pending: 'Refund status: on its way to your original payment method.',
  processed: 'Refund status: refunded to your original payment method.',
  requires_action: 'Refund status: our team is looking into it and will contact you.',
  failed: 'Refund status: our team is looking into it and will contact you.',
};

export interface SupplierBookingLines {
  /** 'Sold by Duffel' */
  soldBy: string;
  /** Where the booking stands, one sentence a line; none while the order awaits its payment. */
  status: string[];
  /** Still waiting for the supplier's answer: the order is worth asking for again. */
  pending: boolean;
}

export function supplierBookingLines(booking: SupplierBookingView): SupplierBookingLines {
  const { label } = booking;
  const soldBy = `Sold by ${label}`;
  switch (booking.status) {
    case 'pending':
      return {
        soldBy,
        status: [`Waiting for ${label} to confirm your booking. We will email your e-ticket as soon as it does.`],
        pending: true,
      };
    case 'confirmed':
      return {
        soldBy,
        status: [
          ...(booking.bookingReference ? [`Airline booking reference (PNR): ${booking.bookingReference}`] : []),
          ...(booking.ticketNumbers.length > 0 ? [`Ticket numbers: ${booking.ticketNumbers.join(', ')}`] : []),
        ],
        pending: false,
      };
    case 'refused': {
      const refund = booking.refund;
      const card = refund && refund.amountMinor > 0 ? money(refund.amountMinor, refund.currency) : null;
      const credit = refund && refund.travelCreditMinor > 0 ? money(refund.travelCreditMinor, refund.currency) : null;
      const statusLine = card && refund?.status ? REFUND_STATUS_LINES[refund.status] : undefined;
      return {
        soldBy,
        status: [
          card
            ? `${label} could not confirm this booking. Your payment of ${card} is being refunded in full to your original payment method.`
            : `${label} could not confirm this booking. Nothing is booked for this trip.`,
          ...(credit ? [`The ${credit} of travel credit you spent is back in your account.`] : []),
          ...(statusLine ? [statusLine] : []),
        ],
        pending: false,
      };
    }
    default:
      return { soldBy, status: [], pending: false };
  }
}
