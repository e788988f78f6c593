import { createTestApp, type TestApp } from '../../test/testApp';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database and the mail transport as up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toEqual({ kind: process.env.TEST_DATABASE, up: true });
    expect(body.mail.up).toBe(true);
  });

  it('answers an unknown route with 404 in the API error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'No route GET /api/does-not-exist' });
  });
});
