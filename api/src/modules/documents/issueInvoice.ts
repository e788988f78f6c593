import {
  GST_STATES,
  computeGstInvoice,
  financialYearOf,
  formatInvoiceNumber,
  type GstInvoice,
  type GstInvoiceInput,
  type TaxInvoiceLineInput,
} from '@travel/contracts/rules';
import type { DocumentsConfig } from '../../config';
import type { Db } from '../../db/database';
import * as invoices from './invoices.repository';
import { heading } from './pdf';

/** What every issued invoice carries, whatever it is for (a flight, a hotel stay). */
export interface InvoiceHeader {
  number: string;
  issuedAt: string;
  supplier: DocumentsConfig['supplier'];
  orderReference: string;
  currency: string;
}

/** Whom an invoice bills: a business buyer's GSTIN moves the place of supply to its state. */
export interface InvoiceBuyer {
  gstin?: string;
  companyName?: string;
}

/** An issued invoice as stored and drawn: the header, the buyer, the GST and what it is for (`Printed`). */
export type IssuedInvoice<Buyer extends InvoiceBuyer, Printed> = InvoiceHeader & { buyer: Buyer } & Printed & {
    gst: GstInvoice;
  };

/**
 * Issues a booking's GST tax invoice inside the caller's transaction: the next number of the financial year
 * (one counter for every kind of invoice), the document stored with everything printed, and its PDF. Issued
 * again for the same booking it answers the invoice already issued, never a second number.
 */
export async function issueInvoiceOnce<Buyer extends InvoiceBuyer, Printed extends object>(
  tx: Db,
  config: DocumentsConfig,
  invoice: {
    booking: {
      orderReference: string;
      currency: string;
      buyer: Buyer;
      lines: TaxInvoiceLineInput[];
      issuedAt?: Date;
    };
    /** What decides the place of supply besides the buyer (the flight's or the hotel's). */
    supply: Pick<GstInvoiceInput, 'cabin' | 'embarkationAirport' | 'hotelState'>;
    /** What the invoice is for: `{ flight }`, `{ stay }`. */
    printed: Printed;
    render: (document: IssuedInvoice<Buyer, Printed>) => Promise<Buffer>;
  },
): Promise<{ number: string; pdf: Buffer }> {
  const { booking, render } = invoice;
  const issued = await invoices.findByOrder<IssuedInvoice<Buyer, Printed>>(tx, booking.orderReference);
  if (issued) return { number: issued.number, pdf: await render(issued) };

  const issuedAt = booking.issuedAt ?? new Date();
  const gst = computeGstInvoice({
    issuedAt,
    supplierGstin: config.supplier.gstin,
    buyerGstin: booking.buyer.gstin,
    lines: booking.lines,
    ...invoice.supply,
  });
  const financialYear = financialYearOf(issuedAt);
  const sequence = await invoices.nextSequence(tx, financialYear);
  const document: IssuedInvoice<Buyer, Printed> = {
    number: formatInvoiceNumber(config.invoicePrefix, financialYear, sequence),
    issuedAt: issuedAt.toISOString(),
    supplier: config.supplier,
    orderReference: booking.orderReference,
    currency: booking.currency,
    buyer: booking.buyer,
    ...invoice.printed,
    gst,
  };
  await invoices.insert(tx, document, { financialYear, sequence });
  return { number: document.number, pdf: await render(document) };
}

/** The invoice's Supplier section: who issues it, with its GSTIN and the state it is registered in. */
export function drawSupplier(doc: PDFKit.PDFDocument, supplier: DocumentsConfig['supplier']): void {
  const state = supplier.gstin.slice(0, 2);
  heading(doc, 'Supplier');
  doc.text(supplier.legalName);
  doc.text(supplier.address);
  doc.text(`GSTIN: ${supplier.gstin}`);
  doc.text(`State: ${GST_STATES[state]} (${state})`);
}
