import { loadConfig } from './config';

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
    expect(config.priceAlerts.checkIntervalMs).toBe(60 * 60_000);
  });

  it('converts numbers and switches, and gives each module its section', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      PRICE_ALERT_CHECK_MINUTES: '0',
      FLIGHTS_MEMO_SIZE: '0',
      RAZORPAY_KEY_ID: 'rzp_id',
      RAZORPAY_KEY_SECRET: 'rzp_secret',
      RAZORPAY_BASE_URL: 'http://127.0.0.1:9000/',
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
});
