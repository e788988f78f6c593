import { cabinLabel, indiaDate, type CabinClass, type FareType } from '@travel/contracts/rules';
import { formatDate, formatLocalDateTime, formatMoney, heading, renderPdf } from './pdf';

export interface TicketAirport {
  /** IATA code: 'BOM'. */
  code: string;
  city: string;
  /** 'Chhatrapati Shivaji Maharaj International Airport, Terminal 2'; the city alone when absent. */
  airportName?: string;
}

export interface TicketPassenger {
  /** 'Mr', 'Ms', 'Mstr' … */
  title?: string;
  firstName: string;
  lastName: string;
  type: 'adult' | 'child' | 'infant';
  /** '14A'; null or absent when skipped: a seat is then given at check-in. */
  seat?: string | null;
  addOns?: {
    /** Extra checked baggage bought, in kg (5 kg steps). */
    extraBaggageKg?: number;
    /** 'Vegetarian', 'Non-vegetarian' … */
    meal?: string;
    insurance?: boolean;
    freeCancellation?: boolean;
  };
}

/** Everything the e-ticket shows; the checkout maps its paid order onto it. */
export interface ETicketInput {
  /** The booking reference: 6 characters. */
  reference: string;
  airline: string;
  /** '6E 2131' */
  flightNumber: string;
  from: TicketAirport;
  to: TicketAirport;
  /** Local times at each airport, 'YYYY-MM-DDTHH:mm'. */
  departureLocal: string;
  arrivalLocal: string;
  cabin: CabinClass;
  fare: FareType;
  passengers: TicketPassenger[];
  /** The allowance per passenger that comes with the fare (without extra baggage bought). */
  baggage: { cabinKg: number; checkedKg: number };
  contact: { email: string; mobile: string };
  /** A route leaving or entering India's airports abroad: other counters and documents apply. */
  international: boolean;
  /** What was paid for the whole booking. */
  totalMinor: number;
  currency: string;
  /** Default: now. */
  issuedAt?: Date;
  /** Booked at a supplier: the airline's booking reference (PNR) and the ticket numbers it issued. */
  airlineBooking?: { bookingReference: string | null; ticketNumbers: string[] };
}

const FARE_RULES: Record<FareType, string> = {
  Saver: 'Saver fare: not refundable; date change fee INR 3,000; name changes not allowed.',
  Standard: 'Standard fare: 50% refund when cancelled 24 hours or more before departure; date change fee INR 2,000.',
  Flexi: 'Flexi fare: 90% refund at any time; date changes free of charge.',
};

/** The check-in and travel rules printed on every ticket. */
export function importantInformation(ticket: Pick<ETicketInput, 'international' | 'fare'>): string[] {
  return [
    'Web check-in opens 48 hours before departure.',
    ticket.international
      ? 'International flights: arrive at the airport 3 hours before departure with your passport and visas.'
      : 'Domestic flights: check-in counters close 60 minutes before departure. Carry a government photo ID.',
    'Tickets are issued within 24 hours of booking; this e-ticket with its booking reference is your ticket.',
    'Special meals must be requested at least 24 hours before departure.',
    'Liquids in cabin baggage: at most 100 ml per container.',
    FARE_RULES[ticket.fare],
  ];
}

const PASSENGER_TYPES = { adult: 'Adult', child: 'Child', infant: 'Infant' } as const;

/** 'Extra baggage 10 kg, Meal: Vegetarian, Travel insurance, Free cancellation', or 'None'. */
export function addOnsText(addOns: TicketPassenger['addOns']): string {
  const parts = [
    addOns?.extraBaggageKg ? `Extra baggage ${addOns.extraBaggageKg} kg` : '',
    addOns?.meal ? `Meal: ${addOns.meal}` : '',
    addOns?.insurance ? 'Travel insurance' : '',
    addOns?.freeCancellation ? 'Free cancellation' : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'None';
}

const airportText = (airport: TicketAirport) =>
  `${airport.city} (${airport.code})${airport.airportName ? `, ${airport.airportName}` : ''}`;

/** The e-ticket of a paid booking, as a PDF. */
export function renderETicket(ticket: ETicketInput): Promise<Buffer> {
  if (ticket.passengers.length === 0) throw new Error('An e-ticket needs at least one passenger');
  const issued = formatDate(indiaDate(ticket.issuedAt ?? new Date()));
  return renderPdf(`E-ticket ${ticket.reference}`, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;

    doc.font('Helvetica-Bold').fontSize(18).fillColor('#1a3c6e').text('Travel Portal  |  E-Ticket');
    doc.font('Helvetica').fontSize(10).fillColor('black').text(`Issued ${issued}`);
    doc.moveDown(0.6).text('Booking reference');
    doc.font('Helvetica-Bold').fontSize(32).text(ticket.reference);
    if (ticket.airlineBooking) {
      doc.font('Helvetica').fontSize(10);
      if (ticket.airlineBooking.bookingReference) {
        doc.text(`Airline booking reference (PNR): ${ticket.airlineBooking.bookingReference}`);
      }
      if (ticket.airlineBooking.ticketNumbers.length > 0) {
        doc.text(`Ticket numbers: ${ticket.airlineBooking.ticketNumbers.join(', ')}`);
      }
    }

    heading(doc, 'Flight');
    doc.font('Helvetica-Bold').text(`${ticket.airline} ${ticket.flightNumber}`);
    doc.font('Helvetica').text(`${cabinLabel(ticket.cabin)}, ${ticket.fare} fare`);
    doc.text(`From: ${airportText(ticket.from)}`);
    doc.text(`Departs: ${formatLocalDateTime(ticket.departureLocal)} (local time)`);
    doc.text(`To: ${airportText(ticket.to)}`);
    doc.text(`Arrives: ${formatLocalDateTime(ticket.arrivalLocal)} (local time)`);

    heading(doc, 'Passengers');
    doc.table({
      columnStyles: [width * 0.3, width * 0.1, width * 0.22, width * 0.38],
      defaultStyle: { border: 0.5, borderColor: '#999999', padding: 4 },
      data: [
        ['Passenger', 'Type', 'Seat', 'Add-ons'].map((text) => ({ text, font: { src: 'Helvetica-Bold' } })),
        ...ticket.passengers.map((passenger) => [
          [passenger.title, passenger.firstName, passenger.lastName].filter(Boolean).join(' '),
          PASSENGER_TYPES[passenger.type],
          passenger.seat || 'Assigned at check-in',
          addOnsText(passenger.addOns),
        ]),
      ],
    });

    heading(doc, 'Baggage allowance (per passenger)');
    doc.text(
      `Cabin ${ticket.baggage.cabinKg} kg, checked ${ticket.baggage.checkedKg} kg` +
        (ticket.baggage.checkedKg === 0 ? ' (no checked baggage with this fare)' : '') +
        '; extra baggage bought is listed with each passenger.',
    );

    heading(doc, 'Contact');
    doc.text(`${ticket.contact.email}, ${ticket.contact.mobile}`);

    heading(doc, 'Payment');
    doc.text(`Total paid: ${formatMoney(ticket.totalMinor, ticket.currency)}, taxes and fees included.`);

    heading(doc, 'Important information');
    for (const line of importantInformation(ticket)) doc.text(`-  ${line}`, left, undefined, { width });
  });
}
