import type { CabinClass } from './flightSearch';
import { GST_STATES, isValidGstin } from './gstin';

/**
 * GST on a flight booking's tax invoice: the rates, SAC codes, place of supply and the split into
 * CGST + SGST or IGST. Amounts are integers in paise. Why these rates and codes: docs/decisions.md (GST).
 */

// A GSTIN's own check lives apart, so the checkout forms do not load the invoice rules with it.
export { GST_STATES, gstinCheckCharacter, isValidGstin } from './gstin';

/** What a line of the invoice is, which decides its SAC code and rate. */
export type InvoiceLineKind =
  /** the ticket and what travels with it (fare, seat, extra baggage, meal): air passenger transport */
  | 'air-transport'
  /** the portal's own service (convenience fee, free-cancellation cover, insurance sold with the trip) */
  | 'travel-service'
  /** collected for someone else and passed on unchanged (airport fees): not the portal's supply, no GST */
  | 'pure-agent'
  /** a hotel stay: room or unit accommodation, its rate by the tariff slab (hotelGstRatePercent) */
  | 'accommodation';

export const SAC_CODES: Record<Exclude<InvoiceLineKind, 'pure-agent'>, { code: string; description: string }> = {
  'air-transport': { code: '996425', description: 'Scheduled air transport services of passengers' },
  'travel-service': { code: '998551', description: 'Reservation services for transportation' },
  accommodation: { code: '996311', description: 'Room or unit accommodation services' },
};

type RatedSupply = 'air-economy' | 'air-other-classes' | 'travel-service';

/** GST rates in percent, each from the date it applies (India's date). The last row on or before a date wins. */
export const GST_RATES: readonly { supply: RatedSupply; from: string; percent: number }[] = [
  { supply: 'air-economy', from: '2017-07-01', percent: 5 },
  { supply: 'air-other-classes', from: '2017-07-01', percent: 12 },
  { supply: 'air-other-classes', from: '2025-09-22', percent: 18 },
  { supply: 'travel-service', from: '2017-07-01', percent: 18 },
];

/** The state of each Indian airport the portal flies from; an airport not listed is outside India. */
export const AIRPORT_GST_STATE: Record<string, string> = { BOM: '27', NMI: '27', DEL: '07', BLR: '29' };

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The date in India (YYYY-MM-DD) of an instant: invoices are dated and numbered by India's calendar. */
export const indiaDate = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** India's financial year (April to March) of an instant, as '2026-27'. */
export function financialYearOf(at: Date): string {
  const [year, month] = indiaDate(at).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * An invoice number: 'TP/26-27/000001'. At most 16 characters, unique in its financial year, as
 * rule 46(b) of the CGST Rules asks (hence '26-27', not '2026-27').
 */
export function formatInvoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;
}

/** The GST rate of a line on a date; 0 for a pure agent's line. */
export function gstRatePercent(kind: Exclude<InvoiceLineKind, 'accommodation'>, cabin: CabinClass, at: Date): number {
  if (kind === 'pure-agent') return 0;
  const supply: RatedSupply =
    kind === 'travel-service' ? 'travel-service' : cabin === 'economy' ? 'air-economy' : 'air-other-classes';
  const day = indiaDate(at);
  const rows = GST_RATES.filter((row) => row.supply === supply && row.from <= day);
  return rows[rows.length - 1].percent;
}

/** round(a / b) for non-negative integers, halves up, without floating point. */
const divideRoundingHalfUp = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

export interface TaxInvoiceLineInput {
  description: string;
  kind: InvoiceLineKind;
  /** What the traveller pays for this line, GST included, after any discount: paise. */
  amountMinor: number;
  /** An accommodation line's rate, by its tariff slab (hotelGstRatePercent), as charged. */
  ratePercent?: number;
}

export interface GstInvoiceInput {
  issuedAt: Date;
  /** A flight's cabin (air transport's rate); a hotel booking has none. */
  cabin?: CabinClass;
  /** The portal's GSTIN: its first two digits are the supplier's state. */
  supplierGstin: string;
  /** A business buyer's GSTIN: the place of supply is then the buyer's state. */
  buyerGstin?: string;
  /** The airport the journey starts from (IATA code); a hotel booking has none. */
  embarkationAirport?: string;
  /** A hotel in India: its state's code (accommodation is supplied where the property is). */
  hotelState?: string;
  lines: TaxInvoiceLineInput[];
}

export interface PlaceOfSupply {
  stateCode: string;
  stateName: string;
}

export interface TaxInvoiceLine {
  description: string;
  kind: InvoiceLineKind;
  /** null for a pure agent's line. */
  sac: string | null;
  ratePercent: number;
  /** null when the supply is outside India (a journey that starts abroad, for a buyer without a GSTIN). */
  placeOfSupply: PlaceOfSupply | null;
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  /** taxable + GST: always the line's amountMinor. */
  totalMinor: number;
}

export interface GstInvoice {
  lines: TaxInvoiceLine[];
  totals: { taxableMinor: number; cgstMinor: number; sgstMinor: number; igstMinor: number; totalMinor: number };
}

const placeOf = (stateCode: string): PlaceOfSupply => ({ stateCode, stateName: GST_STATES[stateCode] });

/**
 * Place of supply (IGST Act 2017): to a registered buyer, the buyer's state (sections 12(2)(a) and 12(9));
 * otherwise air transport is supplied where the passenger embarks (section 12(9)) and the portal's own service
 * where the supplier is, as it keeps no buyer address (section 12(2)(b)).
 */
function placeOfSupply(kind: InvoiceLineKind, input: GstInvoiceInput): PlaceOfSupply | null {
  if (input.buyerGstin) return placeOf(input.buyerGstin.slice(0, 2));
  // Section 12(3): where the property is; a stay abroad sold by the portal is invoiced from its own state.
  if (kind === 'accommodation') return placeOf(input.hotelState ?? input.supplierGstin.slice(0, 2));
  if (kind === 'air-transport') {
    const state = AIRPORT_GST_STATE[input.embarkationAirport ?? ''];
    return state ? placeOf(state) : null;
  }
  return placeOf(input.supplierGstin.slice(0, 2));
}

/**
 * The invoice's lines with their taxable value and GST. Each amount includes GST, so the invoice adds up to
 * exactly what was paid: taxable = amount × 100 / (100 + rate), rounded half up to the paisa; GST = amount −
 * taxable. Within the supplier's state GST is split in halves, CGST taking the odd paisa; otherwise all IGST.
 */
export function computeGstInvoice(input: GstInvoiceInput): GstInvoice {
  if (!isValidGstin(input.supplierGstin)) throw new Error(`The supplier GSTIN ${input.supplierGstin} is not valid`);
  if (input.buyerGstin !== undefined && !isValidGstin(input.buyerGstin)) {
    throw new Error(`The buyer GSTIN ${input.buyerGstin} is not valid`);
  }
  const supplierState = input.supplierGstin.slice(0, 2);
  const lines = input.lines.map((line): TaxInvoiceLine => {
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor < 0) {
      throw new Error(`Invoice line '${line.description}' needs a whole, non-negative amount in paise`);
    }
    const place = line.kind === 'pure-agent' ? null : placeOfSupply(line.kind, input);
    const ratePercent = !place
      ? 0
      : line.kind === 'accommodation'
        ? (line.ratePercent ?? 0)
        : gstRatePercent(line.kind, input.cabin ?? 'economy', input.issuedAt);
    const taxableMinor = divideRoundingHalfUp(line.amountMinor * 100, 100 + ratePercent);
    const gst = line.amountMinor - taxableMinor;
    const intraState = place?.stateCode === supplierState;
    const cgstMinor = intraState ? Math.ceil(gst / 2) : 0;
    return {
      description: line.description,
      kind: line.kind,
      sac: line.kind === 'pure-agent' ? null : SAC_CODES[line.kind].code,
      ratePercent,
      placeOfSupply: place,
      taxableMinor,
      cgstMinor,
      sgstMinor: intraState ? gst - cgstMinor : 0,
      igstMinor: intraState ? 0 : gst,
      totalMinor: line.amountMinor,
    };
  });
  const sum = (pick: (line: TaxInvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    totals: {
      taxableMinor: sum((l) => l.taxableMinor),
      cgstMinor: sum((l) => l.cgstMinor),
      sgstMinor: sum((l) => l.sgstMinor),
      igstMinor: sum((l) => l.igstMinor),
      totalMinor: sum((l) => l.totalMinor),
    },
  };
}

/**
 * GST on hotel accommodation (SAC 996311) by the declared tariff of a unit per day, Notification 11/2017-CT
 * (Rate) as amended: up to ₹1,000 a night exempt (Notification 12/2017-CT (Rate), entry 14); up to ₹7,500 12%,
 * and 5% without input tax credit from 22 September 2025 (Notification 9/2025-CT (Rate), the 56th GST Council);
 * above ₹7,500 18%. Each row applies from its date (India's) to the next row of the same slab.
 */
export const HOTEL_GST_SLABS: readonly { upToMinor: number | null; from: string; percent: number }[] = [
  { upToMinor: 1_000_00, from: '2017-07-01', percent: 0 },
  { upToMinor: 7_500_00, from: '2017-07-01', percent: 12 },
  { upToMinor: 7_500_00, from: '2025-09-22', percent: 5 },
  { upToMinor: null, from: '2017-07-01', percent: 18 },
];

/** The GST rate of one room's tariff for one night (paise, before tax), on the date of supply. */
export function hotelGstRatePercent(tariffPerNightMinor: number, at: Date): number {
  const day = indiaDate(at);
  const slab = HOTEL_GST_SLABS.find((row) => row.upToMinor === null || tariffPerNightMinor <= row.upToMinor)!;
  const rows = HOTEL_GST_SLABS.filter((row) => row.upToMinor === slab.upToMinor && row.from <= day);
  return rows[rows.length - 1].percent;
}
