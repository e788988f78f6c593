import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/testApp';
import { pdfText, sampleInvoice } from './testing';

describe('GST tax invoices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const issue = (input: Parameters<TestApp['app']['documents']['issueTaxInvoice']>[1]) =>
    t.app.db.transaction((tx) => t.app.documents.issueTaxInvoice(tx, input));

  it('numbers invoices per financial year and prints the GST split, the SAC codes and the total', async () => {
    const first = await issue(sampleInvoice('K7PX2M'));
    const second = await issue(sampleInvoice('Q4WZ8N'));
    expect([first.number, second.number]).toEqual(['TP/26-27/000001', 'TP/26-27/000002']);

    const text = await pdfText(first.pdf);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Invoice number: TP/26-27/000001');
    expect(text).toContain('Invoice date: 22 Nov 2026');
    expect(text).toContain('Booking reference: K7PX2M');
    expect(text).toContain('GSTIN: 27AAACT1234A1Z1');
    expect(text).toContain('State: Maharashtra (27)');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toMatch(
      /Air fare \(3 passengers\)[\s\S]*996425\s+INR 38,000.00\s+5%\s+INR 950.00\s+INR 950.00\s+INR 0.00\s+INR 39,900.00/,
    );
    expect(text).toMatch(/Convenience fee[\s\S]*998551\s+INR 450.00\s+18%\s+INR 40.50\s+INR 40.50/);
    expect(text).toMatch(
      /Airport fees Collected as pure agent - INR 1,200.00 0% INR 0.00 INR 0.00 INR 0.00 INR 1,200.00/,
    );
    expect(text).toMatch(/Total\s+INR 42,951.81\s+INR 1,139.10\s+INR 1,139.09\s+INR 0.00\s+INR 45,230.00/);
    expect(text).toContain('Total amount: INR 45,230.00');
    expect(text).toContain('Tax payable on reverse charge: No.');
  });

  it("shows a business buyer's company and GSTIN and charges IGST to the buyer's state", async () => {
    const { number, pdf } = await issue(
      sampleInvoice('B2BAC3', {
        buyer: {
          name: 'Arjun Mehta',
          email: 'a@example.test',
          gstin: '29AABCS9876M1ZC',
          companyName: 'Sahyadri Software Pvt Ltd',
        },
      }),
    );
    const text = await pdfText(pdf);
    expect(text).toContain('Sahyadri Software Pvt Ltd');
    expect(text).toContain('GSTIN: 29AABCS9876M1ZC');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toMatch(/Total\s+INR 42,951.81\s+INR 0.00\s+INR 0.00\s+INR 2,278.19\s+INR 45,230.00/);
    const [row] = await queryRows<{
      buyer_gstin: string;
      buyer_company: string;
      igst_minor: string;
      total_minor: string;
      currency: string;
    }>(
      t.app.db,
      sql`SELECT buyer_gstin, buyer_company, igst_minor::text, total_minor::text, currency FROM invoices WHERE number = ${number}`,
    );
    expect(row).toEqual({
      buyer_gstin: '29AABCS9876M1ZC',
      buyer_company: 'Sahyadri Software Pvt Ltd',
      igst_minor: '227819',
      total_minor: '4523000',
      currency: 'INR',
    });
  });

  it('gives a booking its invoice once: issued again, the same number and invoice', async () => {
    const again = await issue(
      sampleInvoice('K7PX2M', { lines: [{ description: 'Changed', kind: 'air-transport', amountMinor: 1 }] }),
    );
    expect(again.number).toBe('TP/26-27/000001');
    expect(await pdfText(again.pdf)).toContain('Total amount: INR 45,230.00');
  });

  it('leaves no gap when the booking transaction rolls back, and starts again at 1 in the next year', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.documents.issueTaxInvoice(tx, sampleInvoice('ROLLED'));
        throw new Error('payment not captured');
      }),
    ).rejects.toThrow('payment not captured');
    expect((await issue(sampleInvoice('AFTER2'))).number).toBe('TP/26-27/000004');
    const nextYear = await issue(sampleInvoice('NEXTYR', { issuedAt: new Date('2027-03-31T18:30:00Z') }));
    expect(nextYear.number).toBe('TP/27-28/000001');
  });

  it('refuses an invoice in another currency', async () => {
    await expect(issue(sampleInvoice('USD001', { currency: 'USD' }))).rejects.toThrow(
      'A GST tax invoice is in INR, not USD',
    );
  });

  it('gives 20 concurrent bookings 20 distinct consecutive numbers', async () => {
    const t2 = await createTestApp();
    try {
      const numbers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t2.app.db.transaction((tx) =>
            t2.app.documents.issueTaxInvoice(tx, sampleInvoice(`CONC${String(i).padStart(2, '0')}`)),
          ),
        ),
      );
      const sequences = numbers.map(({ number }) => Number(number.split('/')[2])).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    } finally {
      await t2.close();
    }
  });
});
