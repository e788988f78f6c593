import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';
import type { InvoiceBuyer, InvoiceHeader, IssuedInvoice } from './issueInvoice';

// The invoices tables (migration 0950): the only code that touches them.

/**
 * The next number of a financial year. The upsert locks the year's counter row until the caller's
 * transaction ends: concurrent issues wait in turn, and a rollback hands the number back (no gap).
 */
export async function nextSequence(db: Db, financialYear: string): Promise<number> {
  const [row] = await queryRows<{ last_number: number }>(
    db,
    sql`INSERT INTO invoice_counters (financial_year, last_number) VALUES (${financialYear}, 1)
        ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_counters.last_number + 1
        RETURNING last_number`,
  );
  return Number(row.last_number);
}

/** Stores an issued invoice: its totals in columns, and everything printed as its document. */
export async function insert(
  db: Db,
  invoice: IssuedInvoice<InvoiceBuyer, object>,
  numbered: { financialYear: string; sequence: number },
) {
  const { totals } = invoice.gst;
  await db.execute(
    sql`INSERT INTO invoices (number, financial_year, sequence, order_reference, currency, taxable_minor,
          cgst_minor, sgst_minor, igst_minor, total_minor, buyer_gstin, buyer_company, document, issued_at)
        VALUES (${invoice.number}, ${numbered.financialYear}, ${numbered.sequence}, ${invoice.orderReference},
          ${invoice.currency}, ${totals.taxableMinor}, ${totals.cgstMinor}, ${totals.sgstMinor},
          ${totals.igstMinor}, ${totals.totalMinor}, ${invoice.buyer.gstin ?? null},
          ${invoice.buyer.companyName ?? null}, ${JSON.stringify(invoice)}::jsonb, ${invoice.issuedAt}::timestamptz)`,
  );
}

/** The invoice already issued for a booking, if any. */
export async function findByOrder<Document extends InvoiceHeader>(
  db: Db,
  orderReference: string,
): Promise<Document | undefined> {
  const [row] = await queryRows<{ document: Document | string }>(
    db,
    sql`SELECT document FROM invoices WHERE order_reference = ${orderReference}`,
  );
  if (!row) return undefined;
  return typeof row.document === 'string' ? (JSON.parse(row.document) as Document) : row.document;
}
