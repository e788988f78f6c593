import { Writable } from 'node:stream';
import type { Mailer } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('GET /api/health and /api/health/ready', () => {
  let t: TestApp;
  let verifies = 0;
  let mailUp = true;
  const mailer: Mailer = {
    kind: 'smtp',
    verify: async () => {
      verifies += 1;
      return mailUp;
    },
    send: async () => undefined,
  };
  beforeAll(async () => {
    t = await createTestApp({ HEALTH_READY_CACHE_MS: '300' }, { mailer });
  });
  afterAll(() => t.close());

  it('answers liveness without asking the database or the mail transport', async () => {
    const before = verifies;
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'ok' });
    expect(verifies).toBe(before);
  });

  it('reports the database and the mail transport as up, and keeps that answer for a few seconds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toEqual({ kind: process.env.TEST_DATABASE, up: true });
    expect(body.mail).toEqual({ kind: 'smtp', up: true });
    const asked = verifies;
    mailUp = false;
    const again = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(again.json()).toEqual(body);
    expect(verifies).toBe(asked);

    await new Promise((resolve) => setTimeout(resolve, 350));
    const later = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(later.statusCode).toBe(503);
    expect(later.json()).toMatchObject({ status: 'degraded', mail: { kind: 'smtp', up: false } });
    mailUp = true;
  });

  it('answers an unknown route with 404 in the API error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'No route GET /api/does-not-exist' });
  });
});

describe('request log', () => {
  it('logs at info only client errors and slow requests; the rest at debug', async () => {
    const lines: { level: number; msg: string; url?: string; statusCode?: number }[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const t = await createTestApp({ LOG_LEVEL: 'info', SLOW_REQUEST_MS: '1000' }, { logStream });
    try {
      await t.app.inject({ method: 'GET', url: '/api/health' });
      await t.app.inject({ method: 'GET', url: '/api/currency/rates' });
      await t.app.inject({ method: 'GET', url: '/api/nowhere' });
      const requestLines = lines.filter((line) => line.url);
      expect(requestLines).toEqual([expect.objectContaining({ level: 30, url: '/api/nowhere', statusCode: 404 })]);
    } finally {
      await t.close();
    }
    const slow = await createTestApp({ LOG_LEVEL: 'info', SLOW_REQUEST_MS: '0' }, { logStream });
    try {
      lines.length = 0;
      await slow.app.inject({ method: 'GET', url: '/api/currency/rates' });
      expect(lines.filter((line) => line.url)).toEqual([
        expect.objectContaining({ level: 30, msg: 'slow request', url: '/api/currency/rates', statusCode: 200 }),
      ]);
    } finally {
      await slow.close();
    }
  });
});
