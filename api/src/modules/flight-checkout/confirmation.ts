import { MEALS } from '@travel/contracts/flight-checkout';
import type { FlightOffer } from '@travel/contracts/flights';
import {
  addDays,
  cityName,
  ticketName,
  type CabinClass,
  type FareType,
  type TaxInvoiceLineInput,
} from '@travel/contracts/rules';
import type { MailMessage } from '../../mail/mailer';
import type { ETicketInput } from '../documents/documents.service';
import { flightInvoiceParties, type TaxInvoiceInput } from '../documents/documents.service';
import type { AddOnTotals, OrderRow, PassengerRow } from './flight-checkout.repository';

const mealName = (code: string | null) => MEALS.find((meal) => meal.code === code)?.name;

/**
 * The e-ticket of a booked order: every passenger by the name the ticket carries (A to Z, `ticketName`), with the
 * seat held for them (while paid) and their add-ons.
 */
export function eTicketOf(
  order: OrderRow,
  offer: FlightOffer,
  passengers: PassengerRow[],
  international: boolean,
  /** Booked at a supplier and confirmed there: its booking reference (PNR) and ticket numbers. */
  airlineBooking?: ETicketInput['airlineBooking'],
): ETicketInput {
  return {
    ...(airlineBooking ? { airlineBooking } : {}),
    reference: order.reference,
    airline: offer.airline,
    flightNumber: offer.flightNumber,
    from: { code: offer.from, city: cityName(offer.from) },
    to: { code: offer.to, city: cityName(offer.to) },
    departureLocal: `${offer.date}T${offer.departure}`,
    arrivalLocal: `${addDays(offer.date, offer.arrivalDayOffset)}T${offer.arrival}`,
    cabin: order.cabin as CabinClass,
    fare: order.fare as FareType,
    passengers: passengers.map((p) => ({
      title: p.title,
      firstName: ticketName(p.firstName),
      lastName: ticketName(p.lastName),
      type: p.type,
      // A cancelled booking's seats are back on sale.
      seat: order.status === 'paid' ? p.seat : null,
      addOns: {
        extraBaggageKg: Number(p.extraBaggageKg) || undefined,
        meal: mealName(p.meal),
        insurance: order.insurance,
        freeCancellation: order.freeCancellation,
      },
    })),
    baggage: offer.baggage,
    contact: { email: order.contactEmail, mobile: order.contactMobile },
    international,
    totalMinor: order.totalMinor,
    currency: order.currency,
  };
}

/**
 * The GST tax invoice of a paid order. Its lines add up to the total paid: the coupon's discount comes off
 * the first lines (the air fare first). Airport fees and taxes are collected for the airport and the
 * government and passed on unchanged ('pure-agent', no GST of ours on them).
 */
export function taxInvoiceOf(
  order: OrderRow,
  offer: FlightOffer,
  passengers: PassengerRow[],
  addOns: AddOnTotals,
): TaxInvoiceInput {
  const people = passengers.length;
  const chosenSeats = passengers.filter((p) => p.seatChosen && p.seatPriceMinor > 0).map((p) => p.seat);
  const baggageKg = passengers.reduce((sum, p) => sum + Number(p.extraBaggageKg), 0);
  const lines: TaxInvoiceLineInput[] = [
    {
      description: `Air fare (${people} passenger${people === 1 ? '' : 's'})`,
      kind: 'air-transport',
      amountMinor: order.baseFareMinor,
    },
    { description: 'Airport fees and taxes', kind: 'pure-agent', amountMinor: order.taxesAndFeesMinor },
    { description: `Seats ${chosenSeats.join(', ')}`, kind: 'air-transport', amountMinor: order.seatsMinor },
    { description: `Extra baggage ${baggageKg} kg`, kind: 'air-transport', amountMinor: addOns.baggage },
    { description: 'Meals', kind: 'air-transport', amountMinor: addOns.meal },
    { description: 'Convenience fee', kind: 'travel-service', amountMinor: order.convenienceFeeMinor },
    { description: 'Travel insurance', kind: 'travel-service', amountMinor: addOns.insurance },
    { description: 'Free cancellation', kind: 'travel-service', amountMinor: addOns.free_cancellation },
  ];
  let discount = order.discountMinor;
  for (const line of lines) {
    if (discount === 0) break;
    if (line.kind === 'pure-agent') continue;
    const off = Math.min(discount, line.amountMinor);
    if (off > 0) {
      line.amountMinor -= off;
      line.description += `, less coupon ${order.couponCode ?? ''}`.trimEnd();
      discount -= off;
    }
  }
  return {
    ...flightInvoiceParties(order, offer, passengers),
    lines: lines.filter((line) => line.amountMinor > 0),
  };
}

const money = (amountMinor: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amountMinor / 100);

/**
 * The traveller's email when the supplier refused their paid booking: the airline could not confirm it, nothing
 * is booked, and everything paid is on its way back (the card's refund, the travel credit at once).
 */
export function supplierRefusedMail(input: {
  to: string;
  reference: string;
  supplier: string;
  cardMinor: number;
  creditMinor: number;
  currency: string;
}): MailMessage {
  const back = [
    ...(input.cardMinor > 0
      ? [
          `A full refund of ${money(input.cardMinor, input.currency)} is on its way to the card or account you paid ` +
            'with; it usually reaches it within 7 days.',
        ]
      : []),
    ...(input.creditMinor > 0
      ? [`The ${money(input.creditMinor, input.currency)} of travel credit you spent is back in your account.`]
      : []),
  ];
  return {
    to: input.to,
    subject: `Booking ${input.reference} could not be confirmed: your money is coming back`,
    text: [
      'Hello,',
      '',
      `The airline, through our supplier ${input.supplier}, could not confirm your booking ${input.reference} ` +
        'after your payment. Nothing is booked for this trip.',
      ...back,
      '',
      'You can follow the refund on the booking in My Trips. We are sorry for the trouble.',
      '',
      'Travel Portal',
    ].join('\n'),
  };
}
