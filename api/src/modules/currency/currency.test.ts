import { createTestApp, type TestApp } from '../../test/testApp';

describe('GET /api/currency/rates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
  }, 30_000);
  afterAll(() => t.close());

  it('serves rupees per unit of every currency the site offers, INR as the base', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/currency/rates' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.base).toBe('INR');
    expect(Object.keys(body.inrPerUnit).sort()).toEqual(['AED', 'EUR', 'GBP', 'INR', 'USD']);
    expect(body.inrPerUnit.INR).toBe(1);
    expect(body.inrPerUnit.USD).toBe(83.5);
    expect(new Date(body.updatedAt).getTime()).toBeGreaterThan(0);
  });

  it('serves a rate set through app.currency.setRates at once (it invalidates the cached answer)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/currency/rates' });
    await t.app.currency.setRates({ USD: 84.25 });
    const res = await t.app.inject({ method: 'GET', url: '/api/currency/rates' });
    expect(res.json().inrPerUnit.USD).toBe(84.25);
  });
});
