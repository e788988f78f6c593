import { Writable } from 'node:stream';
import { loadConfig } from './config';
import { createTestApp } from './test/testApp';

describe('loadConfig', () => {
  it('fills the documented defaults, and treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    expect(config.apiDocs).toBe(true);
    expect(config.gateways).toEqual({ razorpay: undefined, stripe: undefined });
    expect(config.refunds).toMatchObject({ sandboxSettleMs: 3000 });
    expect(config.payments).toEqual({ gateway: 'sandbox', maxAttempts: 3, timeoutMs: 8000, sandboxSlowSettleMs: 5000 });
    expect(config.refunds).toMatchObject({ maxAttempts: 3, timeoutMs: 10_000 });
    expect(config.translation.provider).toBe('memory');
    expect(config.suppliers).toEqual({
      searchDeadlineMs: 3000,
      sandboxLatency: true,
      duffel: { accessToken: undefined, baseUrl: 'https://api.duffel.com', webhookSecret: undefined },
      tripjack: { apiKey: undefined, baseUrl: 'https://api.tripjack.com' },
      hotelbeds: { apiKey: undefined, secret: undefined, baseUrl: 'https://api.test.hotelbeds.com' },
    });
    expect(config.priceAlerts.checkIntervalMs).toBe(60 * 60_000);
  });

  it('converts numbers and switches, and gives each module its section', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.example/travel',
      MFA_ENCRYPTION_KEY: 'a-production-key-of-32-characters-or-more',
      SEED_DEMO: 'false',
      PRICE_ALERT_CHECK_MINUTES: '0',
      FLIGHTS_MEMO_SIZE: '0',
      RAZORPAY_KEY_ID: 'rzp_id',
      RAZORPAY_KEY_SECRET: 'rzp_secret',
      RAZORPAY_BASE_URL: 'http://127.0.0.1:9000/',
      DUFFEL_ACCESS_TOKEN: 'duffel_live_portal',
      DUFFEL_BASE_URL: 'http://127.0.0.1:9100/',
      TRIPJACK_API_KEY: 'tj-live-portal',
      HOTELBEDS_API_KEY: 'hb-live-portal',
      HOTELBEDS_SECRET: 'hb-live-secret',
      HOTELBEDS_BASE_URL: 'http://127.0.0.1:9200/',
      SUPPLIER_SANDBOX_LATENCY: 'false',
    });
    expect(config.suppliers).toMatchObject({
      sandboxLatency: false,
      duffel: { accessToken: 'duffel_live_portal', baseUrl: 'http://127.0.0.1:9100' },
      tripjack: { apiKey: 'tj-live-portal' },
      hotelbeds: { apiKey: 'hb-live-portal', secret: 'hb-live-secret', baseUrl: 'http://127.0.0.1:9200' },
    });
    expect(config.seedDemo).toBe(false);
    expect(config.apiDocs).toBe(false);
    expect(config.priceAlerts.checkIntervalMs).toBe(0);
    expect(config.flights.memoSize).toBe(0);
    expect(config.payments.gateway).toBe('razorpay');
    expect(config.gateways.razorpay).toEqual({
      keyId: 'rzp_id',
      keySecret: 'rzp_secret',
      baseUrl: 'http://127.0.0.1:9000',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      webhookSecret: undefined,
    });
  });

  it('refuses a value it cannot use, naming the variable and what it should be', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT="eighty" must be a whole number of 0 or more');
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow('SEED_DEMO="maybe" must be true or false');
    expect(() => loadConfig({ TRANSLATE_PROVIDER: 'google' })).toThrow(
      'TRANSLATE_PROVIDER="google" must be one of memory, libretranslate',
    );
    expect(() => loadConfig({ TRANSLATE_PROVIDER: 'libretranslate' })).toThrow(/needs LIBRETRANSLATE_URL/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(
      'PAYMENT_GATEWAY="paypal" must be one of razorpay, stripe, sandbox',
    );
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow('PAYMENT_GATEWAY=stripe needs its keys set');
  });

  describe('in production (NODE_ENV=production)', () => {
    const POSTGRES = { DATABASE_URL: 'postgres://db.example/travel' };
    const LIVE_SUPPLIERS = {
      DUFFEL_ACCESS_TOKEN: 'duffel_live_portal',
      TRIPJACK_API_KEY: 'tj-live-portal',
      HOTELBEDS_API_KEY: 'hb-live-portal',
      HOTELBEDS_SECRET: 'hb-live-secret',
      // Not a supplier's, but as live: TOTP secrets under the operator's own key (issue #40).
      MFA_ENCRYPTION_KEY: 'a-production-key-of-32-characters-or-more',
    };
    const LIVE_RAZORPAY = {
      RAZORPAY_KEY_ID: 'rzp_live_portal',
      RAZORPAY_KEY_SECRET: 'rzp_live_secret',
      ...LIVE_SUPPLIERS,
    };

    it('refuses to start on the sandbox gateway when no gateway keys are set', () => {
      expect(() =>
        loadConfig({ NODE_ENV: 'production', ...POSTGRES, ...LIVE_SUPPLIERS, RAZORPAY_KEY_ID: 'rzp_live_portal' }),
      ).toThrow(
        'NODE_ENV=production refuses to start with payments and refunds on the built-in sandbox gateway, where its ' +
          'test cards pay (set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or STRIPE_SECRET_KEY). ' +
          'To run so on purpose, set ALLOW_SANDBOX_IN_PRODUCTION=true.',
      );
      expect(() =>
        loadConfig({ NODE_ENV: 'production', ...POSTGRES, ...LIVE_RAZORPAY, PAYMENT_GATEWAY: 'sandbox' }),
      ).toThrow(
        'NODE_ENV=production refuses to start with payments and refunds on the built-in sandbox gateway, where ' +
          'its test cards pay (PAYMENT_GATEWAY=sandbox). To run so on purpose, set ALLOW_SANDBOX_IN_PRODUCTION=true.',
      );
    });

    it('refuses to start on PGlite', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...LIVE_RAZORPAY })).toThrow(
        'NODE_ENV=production refuses to start with the embedded PGlite database, which runs with fsync off ' +
          '(set DATABASE_URL). To run so on purpose, set ALLOW_SANDBOX_IN_PRODUCTION=true.',
      );
    });

    it("refuses to start with a gateway's test key", () => {
      expect(() =>
        loadConfig({ NODE_ENV: 'production', ...POSTGRES, ...LIVE_RAZORPAY, RAZORPAY_KEY_ID: 'rzp_test_portal' }),
      ).toThrow(
        'NODE_ENV=production refuses to start with a gateway test key (RAZORPAY_KEY_ID starts with rzp_test_). ' +
          'To run so on purpose, set ALLOW_SANDBOX_IN_PRODUCTION=true.',
      );
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          ...POSTGRES,
          ...LIVE_SUPPLIERS,
          STRIPE_SECRET_KEY: 'sk_test_portal',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_portal',
        }),
      ).toThrow(
        'NODE_ENV=production refuses to start with a gateway test key (STRIPE_SECRET_KEY starts with sk_test_); ' +
          'a gateway test key (STRIPE_PUBLISHABLE_KEY starts with pk_test_). ' +
          'To run so on purpose, set ALLOW_SANDBOX_IN_PRODUCTION=true.',
      );
    });

    it('refuses to start on a built-in supplier sandbox or a supplier test key', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...POSTGRES, ...LIVE_RAZORPAY, TRIPJACK_API_KEY: '' })).toThrow(
        'NODE_ENV=production refuses to start with flight suppliers on built-in sandboxes: TripJack (set ' +
          'TRIPJACK_API_KEY). To run so on purpose, set ALLOW_SANDBOX_IN_PRODUCTION=true.',
      );
      expect(() =>
        loadConfig({ NODE_ENV: 'production', ...POSTGRES, ...LIVE_RAZORPAY, DUFFEL_ACCESS_TOKEN: 'duffel_test_x' }),
      ).toThrow(
        'NODE_ENV=production refuses to start with a supplier test key (DUFFEL_ACCESS_TOKEN starts with ' +
          'duffel_test_). To run so on purpose, set ALLOW_SANDBOX_IN_PRODUCTION=true.',
      );
      expect(() => loadConfig({ NODE_ENV: 'production', ...POSTGRES, ...LIVE_RAZORPAY, HOTELBEDS_SECRET: '' })).toThrow(
        'NODE_ENV=production refuses to start with hotel suppliers on built-in sandboxes: Hotelbeds (set ' +
          'HOTELBEDS_API_KEY and HOTELBEDS_SECRET). To run so on purpose, set ALLOW_SANDBOX_IN_PRODUCTION=true.',
      );
    });

    it('starts with live keys and PostgreSQL, and outside production with neither', () => {
      expect(loadConfig({ NODE_ENV: 'production', ...POSTGRES, ...LIVE_RAZORPAY }).sandboxedInProduction).toEqual([]);
      expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_portal' }).sandboxedInProduction).toEqual([]);
    });

    it('starts anyway with ALLOW_SANDBOX_IN_PRODUCTION=true, warning at start-up what is sandboxed', async () => {
      const warnings: { level: number; msg: string }[] = [];
      const logStream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) warnings.push(JSON.parse(line));
          done();
        },
      });
      const t = await createTestApp(
        { NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true', LOG_LEVEL: 'warn' },
        { logStream },
      );
      await t.close();
      expect(t.config.payments.gateway).toBe('sandbox');
      expect(warnings).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg:
            'ALLOW_SANDBOX_IN_PRODUCTION=true: this production API runs with payments and refunds on the built-in ' +
            'sandbox gateway, where its test cards pay (set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or ' +
            'STRIPE_SECRET_KEY); the embedded PGlite database, which runs with fsync off (set DATABASE_URL); ' +
            'flight suppliers on built-in sandboxes: Duffel (set DUFFEL_ACCESS_TOKEN), TripJack (set TRIPJACK_API_KEY); ' +
            'hotel suppliers on built-in sandboxes: Hotelbeds (set HOTELBEDS_API_KEY and HOTELBEDS_SECRET); ' +
            'TOTP secrets encrypted with the development key (set MFA_ENCRYPTION_KEY, 32 characters or more)',
        }),
      );
    }, 60_000);
  });
});
