import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../test/testApp';
import { SAMPLE_TICKET, pdfText, sampleInvoice } from './testing';

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the booking confirmation email', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('arrives over SMTP with the e-ticket and the tax invoice attached as PDFs', async () => {
    const ticketPdf = await t.app.documents.renderETicket(SAMPLE_TICKET);
    const invoice = await t.app.db.transaction((tx) => t.app.documents.issueTaxInvoice(tx, sampleInvoice('K7PX2M')));
    await t.app.documents.bookingConfirmationMail({
      to: 'arjun.mehta@example.test',
      reference: 'K7PX2M',
      ticketPdf,
      invoicePdf: invoice.pdf,
      invoiceNumber: invoice.number,
      totalMinor: 4_523_000,
      currency: 'INR',
    });
    await t.app.mailOutbox.drain();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.subject).toBe('Your flight is booked: booking reference K7PX2M');
    expect(mail.text).toContain('Booking reference: K7PX2M');
    expect(mail.text).toContain('Total paid: INR 45,230.00');
    expect(mail.text).toContain('Tax invoice: TP/26-27/000001');
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['e-ticket-K7PX2M.pdf', 'application/pdf'],
      ['tax-invoice-TP-26-27-000001.pdf', 'application/pdf'],
    ]);

    const ticket = await pdfText(mail.attachments[0].content);
    expect(ticket).toContain('K7PX2M');
    expect(ticket).toContain('Mr Arjun Mehta Adult 3A');
    expect(ticket).toContain('Mstr Kabir Mehta Child Assigned at check-in');
    expect(ticket).toContain('Total paid: INR 45,230.00');
    const taxInvoice = await pdfText(mail.attachments[1].content);
    expect(taxInvoice).toContain('Invoice number: TP/26-27/000001');
    expect(taxInvoice).toContain('Total amount: INR 45,230.00');
  });
});
