import {
  GST_STATES,
  cabinLabel,
  indiaDate,
  type CabinClass,
  type FareType,
  type TaxInvoiceLineInput,
} from '@travel/contracts/rules';
import { drawSupplier, type IssuedInvoice } from './issueInvoice';
import { formatDate, formatLocalDateTime, formatMoney, heading, printableName, renderPdf } from './pdf';

/** What the checkout gives for the tax invoice of a paid booking. */
export interface TaxInvoiceInput {
  /** The booking reference: one invoice per booking. */
  orderReference: string;
  /** GST invoices are in rupees: 'INR'. */
  currency: string;
  buyer: {
    name: string;
    email: string;
    /** A business buyer: the invoice shows it and GST is charged to the buyer's state. */
    gstin?: string;
    companyName?: string;
  };
  flight: {
    airline: string;
    flightNumber: string;
    /** IATA codes; the departure airport decides the place of supply for a buyer without a GSTIN. */
    from: string;
    to: string;
    departureLocal: string;
    cabin: CabinClass;
    fare: FareType;
    passengers: number;
  };
  /**
   * What was paid, line by line, GST included and after any discount (their sum is the booking's total):
   * the fare, seats, baggage and meals as 'air-transport'; the convenience fee, insurance and free cancellation
   * as 'travel-service'; airport fees passed on unchanged as 'pure-agent'.
   */
  lines: TaxInvoiceLineInput[];
  /** Default: now. */
  issuedAt?: Date;
}

/**
 * Whom a flight booking's invoice bills (its lead passenger, at the booking's contact, with its GSTIN) and for
 * which journey: the same on the invoice issued at payment and on one issued from My Trips.
 */
export function flightInvoiceParties(
  order: {
    reference: string;
    currency: string;
    contactEmail: string;
    gstin: string | null;
    companyName: string | null;
    cabin: string;
    fare: string;
  },
  flight: { airline: string; flightNumber: string; from: string; to: string; date: string; departure: string },
  passengers: { firstName: string; lastName: string }[],
): Pick<TaxInvoiceInput, 'orderReference' | 'currency' | 'buyer' | 'flight'> {
  const lead = passengers[0];
  return {
    orderReference: order.reference,
    currency: order.currency,
    buyer: {
      name: `${lead.firstName} ${lead.lastName}`,
      email: order.contactEmail,
      gstin: order.gstin ?? undefined,
      companyName: order.companyName ?? undefined,
    },
    flight: {
      airline: flight.airline,
      flightNumber: flight.flightNumber,
      from: flight.from,
      to: flight.to,
      departureLocal: `${flight.date}T${flight.departure}`,
      cabin: order.cabin as CabinClass,
      fare: order.fare as FareType,
      passengers: passengers.length,
    },
  };
}

/** Everything printed on an issued invoice, kept with it (invoices.document) so it can be drawn again. */
export type InvoiceDocument = IssuedInvoice<TaxInvoiceInput['buyer'], { flight: TaxInvoiceInput['flight'] }>;

const percent = (rate: number) => `${rate}%`;

/** The tax invoice as a PDF, with the particulars rule 46 of the CGST Rules asks for. */
export function renderTaxInvoice(invoice: InvoiceDocument): Promise<Buffer> {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  return renderPdf(`Tax invoice ${invoice.number}`, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;

    doc.font('Helvetica-Bold').fontSize(18).fillColor('#1a3c6e').text('Tax Invoice');
    doc.font('Helvetica').fontSize(9).fillColor('black').text('Original for recipient');
    doc.moveDown(0.5).fontSize(10);
    doc.font('Helvetica-Bold').text(`Invoice number: ${invoice.number}`);
    doc.font('Helvetica').text(`Invoice date: ${formatDate(indiaDate(new Date(invoice.issuedAt)))}`);
    doc.text(`Booking reference: ${invoice.orderReference}`);

    drawSupplier(doc, invoice.supplier);

    heading(doc, 'Bill to');
    if (invoice.buyer.companyName) doc.font('Helvetica-Bold').text(invoice.buyer.companyName).font('Helvetica');
    doc.text(printableName(invoice.buyer.name));
    doc.text(invoice.buyer.email);
    if (invoice.buyer.gstin) {
      const state = invoice.buyer.gstin.slice(0, 2);
      doc.text(`GSTIN: ${invoice.buyer.gstin}`);
      doc.text(`State: ${GST_STATES[state]} (${state})`);
    }

    heading(doc, 'Journey');
    const { flight } = invoice;
    doc.text(
      `${flight.airline} ${flight.flightNumber}, ${flight.from} to ${flight.to}, departing ` +
        `${formatLocalDateTime(flight.departureLocal)}; ${cabinLabel(flight.cabin)}, ${flight.fare} fare; ` +
        `${flight.passengers} passenger${flight.passengers === 1 ? '' : 's'}`,
    );

    heading(doc, 'Charges');
    const right = { align: { x: 'right' as const } };
    const bold = { font: { src: 'Helvetica-Bold' } };
    doc.fontSize(8.5).table({
      columnStyles: [0.3, 0.08, 0.13, 0.06, 0.1, 0.1, 0.1, 0.13].map((share) => width * share),
      defaultStyle: { border: 0.5, borderColor: '#999999', padding: 3 },
      data: [
        ['Description', 'SAC', 'Taxable value', 'Rate', 'CGST', 'SGST', 'IGST', 'Total'].map((text) => ({
          text,
          ...bold,
        })),
        ...invoice.gst.lines.map((line) => [
          line.kind === 'pure-agent'
            ? `${line.description}\nCollected as pure agent`
            : `${line.description}\nPlace of supply: ${
                line.placeOfSupply
                  ? `${line.placeOfSupply.stateName} (${line.placeOfSupply.stateCode})`
                  : 'outside India'
              }`,
          line.sac ?? '-',
          { text: money(line.taxableMinor), ...right },
          { text: percent(line.ratePercent), ...right },
          { text: money(line.cgstMinor), ...right },
          { text: money(line.sgstMinor), ...right },
          { text: money(line.igstMinor), ...right },
          { text: money(line.totalMinor), ...right },
        ]),
        [
          { text: 'Total', colSpan: 2, ...bold },
          { text: money(invoice.gst.totals.taxableMinor), ...right, ...bold },
          '',
          { text: money(invoice.gst.totals.cgstMinor), ...right, ...bold },
          { text: money(invoice.gst.totals.sgstMinor), ...right, ...bold },
          { text: money(invoice.gst.totals.igstMinor), ...right, ...bold },
          { text: money(invoice.gst.totals.totalMinor), ...right, ...bold },
        ],
      ],
    });
    doc.fontSize(10).moveDown(0.5);
    doc.font('Helvetica-Bold').text(`Total amount: ${money(invoice.gst.totals.totalMinor)}`, left);
    const gstTotal = invoice.gst.totals.cgstMinor + invoice.gst.totals.sgstMinor + invoice.gst.totals.igstMinor;
    doc.font('Helvetica').text(`of which GST: ${money(gstTotal)}`);

    doc.moveDown(0.8).fontSize(8.5);
    for (const note of [
      'Tax payable on reverse charge: No.',
      'SAC 996425: scheduled air transport services of passengers. ' +
        "SAC 998551: reservation services for transportation (the portal's own fees).",
      'Amounts include GST; taxable values are rounded to the paisa. Airport fees are collected for the airport ' +
        'operator as a pure agent and carry no GST.',
      'This is a computer-generated invoice.',
    ]) {
      doc.text(note, left, undefined, { width });
    }
  });
}
