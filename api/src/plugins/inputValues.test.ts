import { createTestApp, memoryMailer, type TestApp } from '../test/testApp';

/** Values no column or query can take, on routes that answered them with 500 (issue 11, item 9). */
describe('NUL characters and numbers past Infinity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { mailer: memoryMailer(), seed: true });
  }, 30_000);
  afterAll(() => t.close());

  const post = (url: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
      payload: body,
    });
  const refusal = (message: string) => ({ success: false, message });

  it('refuses a NUL in a body field with 400 naming the field', async () => {
    const login = await post('/api/v1/customer/login', JSON.stringify({ email: 'a\u0000@x.test', password: 'pw' }));
    expect([login.statusCode, login.json()]).toEqual([400, refusal('email must not contain a NUL character')]);

    const signup = await post(
      '/api/v1/customer/signup',
      JSON.stringify({ name: 'Asha\u0000', email: 'asha@example.test', password: 'Str0ng!pass' }),
    );
    expect([signup.statusCode, signup.json()]).toEqual([400, refusal('name must not contain a NUL character')]);

    const texts = await post('/api/translate', JSON.stringify({ texts: ['About us', 'x\u0000'], targetLang: 'fr' }));
    expect([texts.statusCode, texts.json()]).toEqual([400, refusal('texts.1 must not contain a NUL character')]);
  });

  it('refuses a NUL in the query string or the path', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/blogs/list?q=a%00b' });
    expect([list.statusCode, list.json()]).toEqual([400, refusal('q must not contain a NUL character')]);

    const refund = await t.app.inject({ method: 'GET', url: '/api/flights/ab%00/similar' });
    expect([refund.statusCode, refund.json()]).toEqual([400, refusal('id must not contain a NUL character')]);
  });

  it('refuses Infinity and 1e309 where a number is expected', async () => {
    for (const value of ['Infinity', '1e309', '-Infinity']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/hotels/search?destination=Mumbai&adults=${value}` });
      expect([value, res.statusCode, res.json()]).toEqual([value, 400, refusal('adults must be a finite number')]);
    }
    // In a JSON body 1e309 parses to Infinity, which an integer schema refuses by itself.
    const body = JSON.stringify({
      searchQuery: {
        checkinDate: '2030-05-10',
        checkoutDate: '2030-05-12',
        roomInfo: [{ numberOfAdults: 'HUGE', numberOfChild: 0 }],
        searchCriteria: { city: 'Dubai', nationality: 'IN', currency: 'INR' },
        searchPreferences: { ratings: [4, 5], fsc: true },
      },
      sync: true,
    }).replace('"HUGE"', '1e309');
    const res = await post('/api/hotels/search', body);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        ...refusal('searchQuery.roomInfo.0.numberOfAdults must be integer'),
        problems: [
          {
            field: 'searchQuery.roomInfo[0].numberOfAdults',
            message: 'Search query room info item 1 number of adults must be a whole number',
          },
        ],
      },
    ]);
  });

  it('still answers the same requests with ordinary values', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/hotels/search?destination=Mumbai&adults=2' });
    expect(search.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/blogs/list?q=flights' });
    expect(list.statusCode).toBe(200);
  });
});
