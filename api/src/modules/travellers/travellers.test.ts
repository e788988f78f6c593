import { sql } from 'drizzle-orm';
import type { SavedTravellerReply, SavedTravellersReply } from '@travel/contracts/travellers';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createUserSession, type TestSession } from '../accounts/testing';
import { orderBody, postOrder, someFlight } from '../flight-checkout/testing';

describe('saved travellers and the contact of a signed-in account', () => {
  let t: TestApp;
  let owner: TestSession;
  let stranger: TestSession;

  beforeAll(async () => {
    t = await createTestApp({ FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000' });
    owner = await createUserSession(t.app, { name: 'Asha Verma' });
    stranger = await createUserSession(t.app);
  }, 120_000);
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const list = async (cookie: string) =>
    ((await call('GET', '/api/account/travellers', cookie)).json() as SavedTravellersReply).travellers;
  const adult = { type: 'adult', title: 'Mr', firstName: 'Ravi', lastName: 'Iyer' } as const;

  it('saves, lists and removes a traveller of the account', async () => {
    const saved = await call('POST', '/api/account/travellers', owner.cookie, {
      ...adult,
      nationality: 'in',
      passportNumber: 'k1234567',
      passportExpiry: '2031-05-01',
    });
    expect(saved.statusCode).toBe(201);
    const { traveller } = saved.json() as SavedTravellerReply;
    expect(traveller).toMatchObject({ ...adult, nationality: 'IN', passportNumber: 'K1234567' });
    expect(await list(owner.cookie)).toEqual([traveller]);

    // The same person again updates their row rather than adding a second one.
    const again = await call('POST', '/api/account/travellers', owner.cookie, { ...adult, firstName: ' ravi ' });
    expect(again.statusCode).toBe(201);
    expect(await list(owner.cookie)).toHaveLength(1);
    expect((await list(owner.cookie))[0]).toMatchObject({ firstName: 'ravi', passportNumber: 'K1234567' });

    const removed = await call('DELETE', `/api/account/travellers/${traveller.id}`, owner.cookie);
    expect(removed.statusCode).toBe(200);
    expect(await list(owner.cookie)).toEqual([]);
    // Kept, marked removed: nothing is deleted.
    const rows = await queryRows(t.app.db, sql`SELECT 1 FROM saved_travellers WHERE id = ${traveller.id}::uuid`);
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for another person's traveller and leaves it alone", async () => {
    const { traveller } = (
      await call('POST', '/api/account/travellers', owner.cookie, { ...adult, firstName: 'Kiran' })
    ).json() as SavedTravellerReply;
    for (const id of [traveller.id, 'not-a-uuid']) {
      const res = await call('DELETE', `/api/account/travellers/${id}`, stranger.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No such saved traveller');
    }
    expect(await list(stranger.cookie)).toEqual([]);
    expect((await list(owner.cookie)).map((s) => s.id)).toContain(traveller.id);
  });

  it('answers 401 to a guest on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/travellers'],
      ['POST', '/api/account/travellers'],
      ['DELETE', '/api/account/travellers/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/account/contact'],
    ] as const) {
      const res = await call(method, url, undefined, method === 'POST' ? adult : undefined);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please log in to continue.');
    }
  });

  it.each([
    [{ ...adult, title: 'Miss' }, 'title must be one of Mr, Ms, Mrs'],
    [
      { ...adult, lastName: 'Iyer2' },
      'last name may only contain letters, spaces, apostrophes and hyphens, as on the ID',
    ],
    [{ ...adult, type: 'child', title: 'Miss' }, 'date of birth must be a day (YYYY-MM-DD)'],
    [{ ...adult, dateOfBirth: '2999-01-01' }, 'date of birth cannot be in the future'],
    [{ ...adult, nationality: 'I1' }, 'nationality must be a country code such as IN'],
    [{ ...adult, passportNumber: '12' }, 'passport number must be 6 to 9 letters and digits, starting with a letter'],
  ])('refuses %o with 400 and says why', async (body, message) => {
    const res = await call('POST', '/api/account/travellers', owner.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers every broken rule at once, each at its field', async () => {
    const body = { ...adult, title: 'Miss', firstName: 'R4vi', nationality: 'I1', passportNumber: '12' };
    const res = await call('POST', '/api/account/travellers', owner.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('title must be one of Mr, Ms, Mrs');
    expect(res.json().problems.map((p: { field: string }) => p.field)).toEqual([
      'title',
      'firstName',
      'nationality',
      'passportNumber',
    ]);
  });

  it("gives the account's contact for checkout's prefill", async () => {
    await t.app.db.execute(sql`UPDATE users SET mobile_number = '9876543210' WHERE id = ${owner.user.id}::uuid`);
    const res = await call('GET', '/api/account/contact', owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().contact).toEqual({ name: 'Asha Verma', email: owner.user.email, mobile: '9876543210' });
  });

  it('keeps the travellers of an order placed with saveTravellers, and not those of a guest', async () => {
    const flight = await someFlight(t.app, 'BOM', 'DEL', 10);
    const booker = await createUserSession(t.app);
    const body = orderBody(flight.id, {
      passengers: [{ type: 'adult', title: 'Ms', firstName: 'Meera', lastName: 'Nair', seat: undefined }],
      saveTravellers: true,
    });
    expect((await postOrder(t.app, body, { cookie: booker.cookie })).statusCode).toBe(201);
    expect(await list(booker.cookie)).toMatchObject([
      { type: 'adult', title: 'Ms', firstName: 'Meera', lastName: 'Nair' },
    ]);
    const before = await queryRows(t.app.db, sql`SELECT 1 FROM saved_travellers`);
    expect((await postOrder(t.app, body)).statusCode).toBe(201);
    expect(await queryRows(t.app.db, sql`SELECT 1 FROM saved_travellers`)).toHaveLength(before.length);
  });
});
