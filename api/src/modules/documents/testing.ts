import { extractText } from 'unpdf';
import type { ETicketInput } from './eTicket';
import type { TaxInvoiceInput } from './taxInvoice';

/** The text of a PDF, all pages, as a reader would copy it, with each run of white space (line breaks too) one space. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A Mumbai to Delhi Flexi booking: two adults and a child, two paid seats and one skipped. */
export const SAMPLE_TICKET: ETicketInput = {
  reference: 'K7PX2M',
  airline: 'IndiGo',
  flightNumber: '6E 2131',
  from: { code: 'BOM', city: 'Mumbai', airportName: 'Chhatrapati Shivaji Maharaj International, T2' },
  to: { code: 'DEL', city: 'Delhi', airportName: 'Indira Gandhi International, T1' },
  departureLocal: '2026-12-05T07:05',
  arrivalLocal: '2026-12-05T09:20',
  cabin: 'economy',
  fare: 'Flexi',
  passengers: [
    {
      title: 'Mr',
      firstName: 'Arjun',
      lastName: 'Mehta',
      type: 'adult',
      seat: '3A',
      addOns: { extraBaggageKg: 10, meal: 'Vegetarian', insurance: true },
    },
    {
      title: 'Ms',
      firstName: 'Priya',
      lastName: 'Mehta',
      type: 'adult',
      seat: '3B',
      addOns: { freeCancellation: true },
    },
    { title: 'Mstr', firstName: 'Kabir', lastName: 'Mehta', type: 'child', seat: null },
  ],
  baggage: { cabinKg: 10, checkedKg: 25 },
  contact: { email: 'arjun.mehta@example.test', mobile: '9876543210' },
  international: false,
  totalMinor: 4_523_000,
  currency: 'INR',
  issuedAt: new Date('2026-11-22T10:00:00Z'),
};

/** The tax invoice of SAMPLE_TICKET's booking, for another booking reference. */
export function sampleInvoice(orderReference: string, overrides: Partial<TaxInvoiceInput> = {}): TaxInvoiceInput {
  return {
    orderReference,
    currency: 'INR',
    buyer: { name: 'Arjun Mehta', email: 'arjun.mehta@example.test' },
    flight: {
      airline: 'IndiGo',
      flightNumber: '6E 2131',
      from: 'BOM',
      to: 'DEL',
      departureLocal: '2026-12-05T07:05',
      cabin: 'economy',
      fare: 'Flexi',
      passengers: 3,
    },
    lines: [
      { description: 'Air fare (3 passengers)', kind: 'air-transport', amountMinor: 3_990_000 },
      { description: 'Seats 3A, 3B', kind: 'air-transport', amountMinor: 90_000 },
      { description: 'Extra baggage 10 kg', kind: 'air-transport', amountMinor: 150_000 },
      { description: 'Airport fees', kind: 'pure-agent', amountMinor: 120_000 },
      { description: 'Convenience fee', kind: 'travel-service', amountMinor: 53_100 },
      { description: 'Travel insurance, free cancellation', kind: 'travel-service', amountMinor: 119_900 },
    ],
    issuedAt: new Date('2026-11-22T10:00:00Z'),
    ...overrides,
  };
}
