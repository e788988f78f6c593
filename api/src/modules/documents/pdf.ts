import PDFDocument from 'pdfkit';
import { ticketName } from '@travel/contracts/rules';
import type { MailAttachment } from '../../mail/mailer';

/**
 * Draws a one-document A4 PDF and returns its bytes. The built-in Helvetica is used: its WinAnsi encoding
 * covers the Latin names on travel documents, not '₹', so amounts are written 'INR 1,234.00'.
 */
export function renderPdf(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title, Author: 'Travel Portal' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** What Helvetica's WinAnsi encoding draws: ASCII and the Latin-1 letters (é, ë, ñ, ß, ø, æ …). */
const LATIN_1 = /^[\u0020-\u007e\u00a0-\u00ff]*$/;

/**
 * A person's name as a document can draw it: as typed when the built-in font has its letters ('Zoë Sérgio'),
 * else in its A to Z form ('Łukasz' → 'Lukasz'), which the font would otherwise print as other signs.
 */
export function printableName(name: string): string {
  const composed = name.normalize('NFC');
  return LATIN_1.test(composed) ? composed : ticketName(composed);
}

/** A bold section heading with some space above it. */
export function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#1a3c6e').text(text, doc.page.margins.left);
  doc.font('Helvetica').fontSize(10).fillColor('black').moveDown(0.2);
}

/** 'INR 1,23,456.00': amounts in minor units, grouped the Indian way for rupees. */
export function formatMoney(amountMinor: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const amount = (amountMinor / 10 ** digits).toLocaleString(currency === 'INR' ? 'en-IN' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${currency} ${amount}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** '2026-12-05T07:05' (an airport's local time, no zone) as 'Sat, 5 Dec 2026, 07:05'. */
export function formatLocalDateTime(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) throw new Error(`'${local}' is not a local date and time (YYYY-MM-DDTHH:mm)`);
  const [, year, month, day, hours, minutes] = match;
  const weekday = WEEKDAYS[new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay()];
  return `${weekday}, ${Number(day)} ${MONTHS[Number(month) - 1]} ${year}, ${hours}:${minutes}`;
}

/** '5 Dec 2026' from 'YYYY-MM-DD'. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** A PDF attached to an email. */
export const pdfAttachment = (filename: string, content: Buffer): MailAttachment => ({
  filename,
  contentType: 'application/pdf',
  content,
});

/** The tax invoice attached to a confirmation, named after its number ('/' is no file-name character). */
export const taxInvoiceAttachment = (invoice: { number: string; pdf: Buffer }) =>
  pdfAttachment(`tax-invoice-${invoice.number.replace(/\//g, '-')}.pdf`, invoice.pdf);
