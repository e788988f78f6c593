import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createUserSession } from '../accounts/testing';
import { COUPON_QUOTE_LIMIT } from './coupons.routes';
import { seedDemoCoupons } from './coupons.seed';
import type { Db } from '../../db/database';
import * as couponsRepo from './coupons.repository';
import type { CouponUser, NewCoupon } from './coupons.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

describe('coupons API', () => {
  let t: TestApp;
  let address = 0;

  /** Each call from its own address, so the per-address limit only bites where a test wants it to. */
  const quote = (payload: object, options: { cookie?: string; remoteAddress?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/coupons/quote',
      payload,
      remoteAddress: options.remoteAddress ?? `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
      headers: { origin: t.app.config.publicUrl, ...(options.cookie ? { cookie: options.cookie } : {}) },
    });

  const order = (code: string, overrides: object = {}) => ({
    code,
    product: 'flight',
    fareType: 'Standard',
    amountMinor: 1_420_000,
    currency: 'INR',
    ...overrides,
  });

  /** A coupon with a code no other test uses: 12% off flights, no limits, valid since yesterday for a year. */
  const coupon = (overrides: Partial<NewCoupon> = {}) =>
    couponsRepo.insert(t.app.db, {
      code: `T${randomBytes(4).toString('hex').toUpperCase()}`,
      description: '12% off your flight',
      kind: 'percentage',
      percentOff: 12,
      amountOffMinor: null,
      currency: 'INR',
      minOrderMinor: 0,
      product: 'flight',
      validFrom: daysFromNow(-1),
      validUntil: daysFromNow(365),
      ...overrides,
    });

  /** An order's claim of the code, in a transaction as an order's creation makes it. */
  const claim = (couponId: string, user: CouponUser, orderId = randomUUID()) =>
    t.app.db.transaction((tx) =>
      couponsRepo.claim(tx as unknown as Db, {
        couponId,
        user,
        orderId,
        orderReference: `ORD-${randomBytes(4).toString('hex')}`,
        discountMinor: 1_000,
        currency: 'INR',
      }),
    );
  const nobody: CouponUser = { userId: null, email: null };

  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  describe('POST /api/coupons/quote', () => {
    it('prices a percentage code, whatever the letter case it is typed in, without redeeming it', async () => {
      const { id, code } = await coupon({ maxDiscountMinor: 150_000 });
      const res = await quote(order(` ${code.toLowerCase()} `, { amountMinor: 999_999 }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        code,
        discountMinor: 119_999, // 12% of 9,999.99 rounded down to the paisa
        currency: 'INR',
        description: '12% off your flight',
      });
      expect(await couponsRepo.usage(t.app.db, id, nobody)).toEqual({ total: 0, byAccount: null });
    });

    it('holds a percentage code to its cap', async () => {
      const { code } = await coupon({ maxDiscountMinor: 150_000 });
      expect((await quote(order(code, { amountMinor: 5_000_000 }))).json().discountMinor).toBe(150_000);
    });

    it('never takes off more than the amount', async () => {
      const { code } = await coupon({ kind: 'flat', percentOff: null, amountOffMinor: 50_000 });
      expect((await quote(order(code, { amountMinor: 30_000 }))).json().discountMinor).toBe(30_000);
    });

    it('refuses an unknown or inactive code with 404', async () => {
      const { code } = await coupon({ active: false });
      for (const typed of ['NOSUCHCODE', code]) {
        const res = await quote(order(typed));
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message: 'This coupon code does not exist.' });
      }
    });

    it('refuses an expired code and one not valid yet', async () => {
      const expired = await coupon({ validFrom: daysFromNow(-60), validUntil: daysFromNow(-1) });
      const res = await quote(order(expired.code));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, message: 'This coupon code has expired.' });

      const from = new Date('2031-03-05T06:30:00Z');
      const early = await coupon({ validFrom: from, validUntil: new Date('2031-04-01T00:00:00Z') });
      const tooEarly = await quote(order(early.code));
      expect(tooEarly.statusCode).toBe(422);
      expect(tooEarly.json().message).toBe('This coupon code can be used from 5 March 2031.');
    });

    it('says how much more the order needs to reach the minimum, and applies at the minimum', async () => {
      const { code } = await coupon({ kind: 'flat', percentOff: null, amountOffMinor: 50_000, minOrderMinor: 500_000 });
      const below = await quote(order(code, { amountMinor: 380_000 }));
      expect(below.statusCode).toBe(422);
      expect(below.json()).toEqual({ success: false, message: 'Add ₹1,200 more to use this code.' });
      const at = await quote(order(code, { amountMinor: 500_000 }));
      expect(at.json()).toMatchObject({ success: true, discountMinor: 50_000 });
    });

    it('applies a Flexi-only code to Flexi fares only', async () => {
      const { code } = await coupon({ fareTypes: ['Flexi'] });
      for (const fareType of ['Saver', 'Standard']) {
        const res = await quote(order(code, { fareType }));
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe('This code is valid on Flexi fares only.');
      }
      expect((await quote(order(code, { fareType: 'Flexi' }))).statusCode).toBe(200);
    });

    it('applies a flight code to flights only, and a hotel code to hotels only', async () => {
      const flight = await coupon();
      const hotel = await coupon({ product: 'hotel' });
      const onHotel = await quote(order(flight.code, { product: 'hotel', fareType: undefined }));
      expect(onHotel.statusCode).toBe(422);
      expect(onHotel.json().message).toBe('This code is valid on flight bookings only.');
      expect((await quote(order(hotel.code))).json().message).toBe('This code is valid on hotel bookings only.');
      expect((await quote(order(hotel.code, { product: 'hotel', fareType: undefined }))).statusCode).toBe(200);
    });

    it('applies only to payments in its currency', async () => {
      const { code } = await coupon();
      const res = await quote(order(code, { currency: 'USD' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('This code can only be used for payments in INR.');
    });

    it('refuses a code claimed as many times as its total limit allows', async () => {
      const limited = await coupon({ totalLimit: 2 });
      expect(await claim(limited.id, nobody)).toBe('claimed');
      expect((await quote(order(limited.code))).statusCode).toBe(200);
      expect(await claim(limited.id, nobody)).toBe('claimed');
      const res = await quote(order(limited.code));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'This coupon code has been fully redeemed.' });
    });

    it('refuses a logged-in account that used the code up to its own limit, not another account or a guest', async () => {
      const limited = await coupon({ perAccountLimit: 1 });
      const asha = await createUserSession(t.app);
      const rohan = await createUserSession(t.app);
      expect((await quote(order(limited.code), { cookie: asha.cookie })).statusCode).toBe(200);
      expect(await claim(limited.id, { userId: asha.user.id, email: asha.user.email })).toBe('claimed');

      const again = await quote(order(limited.code), { cookie: asha.cookie });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already used this coupon code the maximum number of times.');
      expect((await quote(order(limited.code), { cookie: rohan.cookie })).statusCode).toBe(200);
      expect((await quote(order(limited.code))).statusCode).toBe(200);
    });

    it.each([
      [{ product: 'flight', amountMinor: 1000, currency: 'INR' }, 'code is required'],
      [
        { code: '', product: 'flight', amountMinor: 1000, currency: 'INR' },
        'code must NOT have fewer than 1 characters',
      ],
      [{ code: 'FLY12', product: 'train', amountMinor: 1000, currency: 'INR' }, 'product must be equal to constant'],
      [{ code: 'FLY12', product: 'flight', fareType: 'Business', amountMinor: 1000, currency: 'INR' }, 'fareType'],
      [{ code: 'FLY12', product: 'flight', amountMinor: 0, currency: 'INR' }, 'amountMinor must be >= 1'],
      [{ code: 'FLY12', product: 'flight', amountMinor: 10.5, currency: 'INR' }, 'amountMinor must be integer'],
      [{ code: 'FLY12', product: 'flight', amountMinor: 1000 }, 'currency is required'],
      [{ code: 'FLY12', product: 'flight', amountMinor: 1000, currency: 'rupees' }, 'currency must match pattern'],
    ])('refuses a malformed request %j with 400 naming the field', async (payload, message) => {
      const res = await quote(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toContain(message);
    });

    it('is limited per client address', async () => {
      const remoteAddress = '10.9.9.9';
      for (let i = 0; i < COUPON_QUOTE_LIMIT.max; i++) {
        expect((await quote(order('NOSUCHCODE'), { remoteAddress })).statusCode).toBe(404);
      }
      expect((await quote(order('NOSUCHCODE'), { remoteAddress })).statusCode).toBe(429);
      expect((await quote(order('NOSUCHCODE'), { remoteAddress: '10.9.9.10' })).statusCode).toBe(404);
    });
  });

  describe('claims', () => {
    it('one per order: claiming again for the same order changes nothing', async () => {
      const { id } = await coupon({ totalLimit: 1 });
      const orderId = randomUUID();
      expect(await claim(id, nobody, orderId)).toBe('claimed');
      expect(await claim(id, nobody, orderId)).toBe('claimed');
      expect(await claim(id, nobody)).toBe('used-up');
      expect(await couponsRepo.usage(t.app.db, id, nobody)).toEqual({ total: 1, byAccount: null });
    });

    it('refuses a claim past the per-account limit, counting the account by its id and its email', async () => {
      const { id } = await coupon({ perAccountLimit: 1 });
      const { user } = await createUserSession(t.app);
      expect(await claim(id, { userId: user.id, email: user.email })).toBe('claimed');
      expect(await claim(id, { userId: user.id, email: 'other@example.test' })).toBe('account-limit');
      expect(await claim(id, { userId: null, email: user.email.toUpperCase() })).toBe('account-limit');
      expect(await claim(id, { userId: null, email: 'someone@example.test' })).toBe('claimed');
    });

    it('a released claim no longer counts, and may be taken again within the limits', async () => {
      const { id } = await coupon({ totalLimit: 1 });
      const orderId = randomUUID();
      expect(await claim(id, nobody, orderId)).toBe('claimed');
      expect(await couponsRepo.release(t.app.db, orderId)).toBe(true);
      expect(await couponsRepo.usage(t.app.db, id, nobody)).toEqual({ total: 0, byAccount: null });
      const other = randomUUID();
      expect(await claim(id, nobody, other)).toBe('claimed');
      expect(await claim(id, nobody, orderId)).toBe('used-up');
      expect(await couponsRepo.release(t.app.db, other)).toBe(true);
      expect(await claim(id, nobody, orderId)).toBe('claimed');
    });

    it('never overshoots the total limit when orders claim at the same time', async () => {
      const { id } = await coupon({ totalLimit: 3 });
      const results = await Promise.all(Array.from({ length: 10 }, () => claim(id, nobody)));
      expect(results.filter((r) => r === 'claimed')).toHaveLength(3);
      expect(results.filter((r) => r === 'used-up')).toHaveLength(7);
      expect(await couponsRepo.usage(t.app.db, id, nobody)).toEqual({ total: 3, byAccount: null });
    });
  });

  describe('demo coupons', () => {
    it('seeds a capped percentage, a flat code with a minimum, a Flexi-only code and an expired one, once', async () => {
      await t.app.db.execute(sql`DELETE FROM coupon_redemptions`);
      await t.app.db.execute(sql`DELETE FROM coupons`);
      await seedDemoCoupons(t.app.db);
      await seedDemoCoupons(t.app.db);
      expect(await couponsRepo.count(t.app.db)).toBe(4);

      expect((await quote(order('fly12', { amountMinor: 5_000_000 }))).json()).toMatchObject({
        discountMinor: 150_000,
        description: '12% off your flight, up to ₹1,500',
      });
      expect((await quote(order('SAVE500', { amountMinor: 450_000 }))).json().message).toBe(
        'Add ₹500 more to use this code.',
      );
      expect((await quote(order('SAVE500'))).json().discountMinor).toBe(50_000);
      expect((await quote(order('FLEXI10', { fareType: 'Saver' }))).json().message).toBe(
        'This code is valid on Flexi fares only.',
      );
      expect((await quote(order('MONSOON25'))).json().message).toBe('This coupon code has expired.');
    });
  });
});
