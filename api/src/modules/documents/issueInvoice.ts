import { GST_STATES, financialYearOf, formatInvoiceNumber, type GstInvoice } from '@travel/contracts/rules';
import type { DocumentsConfig } from '../../config';
import type { Db } from '../../db/database';
import { invoicesRepository } from './invoices.repository';
import { heading } from './pdf';

/** What every issued invoice carries, whatever it is for (a flight, a hotel stay). */
export interface InvoiceHeader {
  number: string;
  issuedAt: string;
  supplier: DocumentsConfig['supplier'];
  orderReference: string;
  currency: string;
}

/** What an invoice is for and its GST, composed by the kind of booking. */
export interface InvoiceBody {
  buyer: { gstin?: string; companyName?: string };
  gst: GstInvoice;
}

/**
 * Issues a booking's GST tax invoice inside the caller's transaction: the next number of the financial year
 * (one counter for every kind of invoice), the document stored with everything printed, and its PDF. Issued
 * again for the same booking it answers the invoice already issued, never a second number.
 */
export async function issueInvoiceOnce<Body extends InvoiceBody>(
  tx: Db,
  config: DocumentsConfig,
  booking: { orderReference: string; currency: string; issuedAt?: Date },
  compose: (issuedAt: Date) => Body,
  render: (invoice: InvoiceHeader & Body) => Promise<Buffer>,
): Promise<{ number: string; pdf: Buffer }> {
  const invoices = invoicesRepository(tx);
  const issued = await invoices.findByOrder<InvoiceHeader & Body>(booking.orderReference);
  if (issued) return { number: issued.number, pdf: await render(issued) };

  const issuedAt = booking.issuedAt ?? new Date();
  const body = compose(issuedAt);
  const financialYear = financialYearOf(issuedAt);
  const sequence = await invoices.nextSequence(financialYear);
  const document: InvoiceHeader & Body = {
    number: formatInvoiceNumber(config.invoicePrefix, financialYear, sequence),
    issuedAt: issuedAt.toISOString(),
    supplier: config.supplier,
    orderReference: booking.orderReference,
    currency: booking.currency,
    ...body,
  };
  await invoices.insert(document, { financialYear, sequence });
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
