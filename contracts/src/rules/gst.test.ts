import {
  computeGstInvoice,
  financialYearOf,
  formatInvoiceNumber,
  gstRatePercent,
  isValidGstin,
  type GstInvoiceInput,
} from './gst';

const MAHARASHTRA_SUPPLIER = '27AAACT1234A1Z1';
const KARNATAKA_BUYER = '29AABCS9876M1ZC';

const invoice = (overrides: Partial<GstInvoiceInput>): GstInvoiceInput => ({
  issuedAt: new Date('2026-11-22T10:00:00Z'),
  cabin: 'economy',
  supplierGstin: MAHARASHTRA_SUPPLIER,
  embarkationAirport: 'BOM',
  lines: [],
  ...overrides,
});

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character is right', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin(KARNATAKA_BUYER)).toBe(true);
  });

  it('refuses a wrong check character, a lowercase one, an unknown state and a short one', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
  });
});

describe('financial year and invoice number', () => {
  it('turns the year at midnight of 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2027-01-15T00:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers within the 16 characters rule 46 allows', () => {
    expect(formatInvoiceNumber('TP', '2026-27', 1)).toBe('TP/26-27/000001');
    expect(formatInvoiceNumber('TP', '2026-27', 1_234_567)).toBe('TP/26-27/1234567');
    expect(formatInvoiceNumber('TP', '2026-27', 1_234_567).length).toBeLessThanOrEqual(16);
  });
});

describe('GST rates', () => {
  it('charges 5% on economy and 18% on the portal own services', () => {
    expect(gstRatePercent('air-transport', 'economy', new Date('2026-11-22'))).toBe(5);
    expect(gstRatePercent('travel-service', 'business', new Date('2026-11-22'))).toBe(18);
    expect(gstRatePercent('pure-agent', 'economy', new Date('2026-11-22'))).toBe(0);
  });

  it('charges other classes 12% until 21 September 2025 and 18% from 22 September 2025, India time', () => {
    expect(gstRatePercent('air-transport', 'business', new Date('2025-09-21T18:29:59Z'))).toBe(12);
    expect(gstRatePercent('air-transport', 'business', new Date('2025-09-21T18:30:00Z'))).toBe(18);
    expect(gstRatePercent('air-transport', 'premium_economy', new Date('2026-11-22'))).toBe(18);
  });
});

describe('computeGstInvoice', () => {
  it('splits GST into CGST and SGST when the journey starts in the supplier state', () => {
    const { lines, totals } = computeGstInvoice(
      invoice({ lines: [{ description: 'Air fare', kind: 'air-transport', amountMinor: 10_500 }] }),
    );
    expect(lines[0]).toMatchObject({
      sac: '996425',
      ratePercent: 5,
      placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' },
      taxableMinor: 10_000,
      cgstMinor: 250,
      sgstMinor: 250,
      igstMinor: 0,
    });
    expect(totals.totalMinor).toBe(10_500);
  });

  it('charges IGST when the journey starts in another state, and the fee stays in the supplier state', () => {
    const { lines } = computeGstInvoice(
      invoice({
        embarkationAirport: 'DEL',
        lines: [
          { description: 'Air fare', kind: 'air-transport', amountMinor: 10_500 },
          { description: 'Convenience fee', kind: 'travel-service', amountMinor: 35_400 },
        ],
      }),
    );
    expect(lines[0]).toMatchObject({ placeOfSupply: { stateName: 'Delhi' }, igstMinor: 500, cgstMinor: 0 });
    expect(lines[1]).toMatchObject({
      sac: '998551',
      ratePercent: 18,
      placeOfSupply: { stateName: 'Maharashtra' },
      taxableMinor: 30_000,
      cgstMinor: 2_700,
      sgstMinor: 2_700,
      igstMinor: 0,
    });
  });

  it("places every line in a business buyer's state", () => {
    const { lines, totals } = computeGstInvoice(
      invoice({
        buyerGstin: KARNATAKA_BUYER,
        lines: [
          { description: 'Air fare', kind: 'air-transport', amountMinor: 10_500 },
          { description: 'Convenience fee', kind: 'travel-service', amountMinor: 11_800 },
        ],
      }),
    );
    expect(lines.map((line) => line.placeOfSupply?.stateName)).toEqual(['Karnataka', 'Karnataka']);
    expect(totals).toEqual({ taxableMinor: 20_000, cgstMinor: 0, sgstMinor: 0, igstMinor: 2_300, totalMinor: 22_300 });
  });

  it('rounds the taxable value half up and gives CGST the odd paisa, so the lines add up to what was paid', () => {
    const [odd] = computeGstInvoice(
      invoice({ lines: [{ description: 'Seat', kind: 'air-transport', amountMinor: 101 }] }),
    ).lines;
    expect(odd).toMatchObject({ taxableMinor: 96, cgstMinor: 3, sgstMinor: 2, totalMinor: 101 });

    // 14 paise at 12%: 12.5 paise taxable, rounded up to 13.
    const [half] = computeGstInvoice(
      invoice({
        cabin: 'business',
        issuedAt: new Date('2025-06-01T10:00:00Z'),
        lines: [{ description: 'Meal', kind: 'air-transport', amountMinor: 14 }],
      }),
    ).lines;
    expect(half).toMatchObject({ ratePercent: 12, taxableMinor: 13, cgstMinor: 1, sgstMinor: 0 });
  });

  it('charges no GST on airport fees collected as a pure agent, nor on a journey starting abroad', () => {
    const { lines, totals } = computeGstInvoice(
      invoice({
        embarkationAirport: 'DXB',
        lines: [
          { description: 'Airport fees', kind: 'pure-agent', amountMinor: 45_000 },
          { description: 'Air fare', kind: 'air-transport', amountMinor: 500_000 },
        ],
      }),
    );
    expect(lines[0]).toMatchObject({ sac: null, ratePercent: 0, taxableMinor: 45_000, placeOfSupply: null });
    expect(lines[1]).toMatchObject({ ratePercent: 0, taxableMinor: 500_000, placeOfSupply: null });
    expect(totals.igstMinor + totals.cgstMinor + totals.sgstMinor).toBe(0);
  });

  it('refuses an invalid buyer GSTIN and an amount that is not whole paise', () => {
    expect(() => computeGstInvoice(invoice({ buyerGstin: '29AABCS9876M1ZD' }))).toThrow(
      'The buyer GSTIN 29AABCS9876M1ZD is not valid',
    );
    expect(() =>
      computeGstInvoice(invoice({ lines: [{ description: 'Fare', kind: 'air-transport', amountMinor: 10.5 }] })),
    ).toThrow("Invoice line 'Fare' needs a whole, non-negative amount in paise");
  });
});
