import { parseTrustProxy } from './config';
import { createTestApp, memoryMailer, type TestApp } from './test/testApp';

/** A per-IP limited call (booking lookup); what is left of the caller's limit is in its rate-limit headers. */
const lookup = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/lookup',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { bookingId: 'HB-999999', email: 'nobody@example.com' },
  });
const remaining = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-ratelimit-remaining']);

describe('client addresses behind the proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { mailer: memoryMailer() });
  });
  afterAll(() => t.close());

  it('a client that is not a trusted proxy cannot pick a fresh rate-limit bucket with X-Forwarded-For', async () => {
    const first = await lookup(t, '203.0.113.7', '198.51.100.1');
    const second = await lookup(t, '203.0.113.7', '198.51.100.2');
    expect(first.headers['x-ratelimit-limit']).toBeDefined();
    expect(remaining(second)).toBe(remaining(first) - 1);
  });

  it('a client that is not a trusted proxy cannot spend another address’s limit', async () => {
    await lookup(t, '203.0.113.8', '203.0.113.9');
    await lookup(t, '203.0.113.8', '203.0.113.9');
    const victim = await lookup(t, '203.0.113.9');
    expect(remaining(victim)).toBe(Number(victim.headers['x-ratelimit-limit']) - 1);
  });

  it('the shell’s proxy on loopback (the default) is believed: each visitor it names has a limit of their own', async () => {
    const first = await lookup(t, '127.0.0.1', '198.51.100.20');
    const second = await lookup(t, '127.0.0.1', '198.51.100.21');
    expect(remaining(second)).toBe(remaining(first));
  });

  it('reads addresses, CIDRs, hop counts and false; refuses true', () => {
    expect(parseTrustProxy(undefined)).toBe('loopback');
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
    const twoHops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('192.0.2.1', hop))).toEqual([true, true, false]);
    expect(parseTrustProxy('false')).toBe(false);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });

  it('with TRUST_PROXY naming another proxy, loopback is no longer believed', async () => {
    const other = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' }, { mailer: memoryMailer() });
    try {
      const viaProxyA = await lookup(other, '10.1.2.3', '198.51.100.30');
      const viaProxyB = await lookup(other, '10.1.2.4', '198.51.100.31');
      expect(remaining(viaProxyB)).toBe(remaining(viaProxyA));
      const forgedA = await lookup(other, '127.0.0.1', '198.51.100.40');
      const forgedB = await lookup(other, '127.0.0.1', '198.51.100.41');
      expect(remaining(forgedB)).toBe(remaining(forgedA) - 1);
    } finally {
      await other.close();
    }
  });
});

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { mailer: memoryMailer() });
  });
  afterAll(() => t.close());

  it('answers JSON with a policy that lets nothing run or frame it, nosniff and a referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the trusted proxy says the visitor came over https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('/api/docs (API_DOCS)', () => {
  it('is not served in production', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, { mailer: memoryMailer() });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  });

  it('is served in production with API_DOCS=true, under Swagger UI’s own policy', async () => {
    const t = await createTestApp(
      { NODE_ENV: 'production', LOG_LEVEL: 'silent', API_DOCS: 'true' },
      { mailer: memoryMailer() },
    );
    try {
      const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(spec.json().paths['/api/bookings/lookup']).toBeDefined();
    } finally {
      await t.close();
    }
  });

  it('is served by default outside production (development and tests)', async () => {
    const t = await createTestApp({}, { mailer: memoryMailer() });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
