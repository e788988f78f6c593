import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PayReply } from '@travel/contracts/flight-checkout';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createUserSession } from '../accounts/testing';
import { expireHold } from '../orders/testing/expireHold';
import { orderBody, orderOf, postOrder, someFlight } from '../flight-checkout/testing';
import { bookableStay, hotelOrderBody, postHotelOrder } from '../hotel-checkout/testing';
import * as couponsRepo from './coupons.repository';
import type { NewCoupon } from './coupons.repository';

const ACCOUNT_LIMIT = 'You have already used this coupon code the maximum number of times.';
const USED_UP = 'This coupon code has been fully redeemed.';

// The limits hold on what is paid: an order claims its code's use when it is created. Runs on PostgreSQL when
// DATABASE_URL is set (as in CI), with its real concurrent connections, on PGlite otherwise.
describe('coupon limits hold on the orders, not only on the quote', () => {
  let t: TestApp;
  let flightId: string;

  const coupon = (overrides: Partial<NewCoupon>) =>
    couponsRepo.insert(t.app.db, {
      code: `L${randomBytes(4).toString('hex').toUpperCase()}`,
      description: '₹500 off',
      kind: 'flat',
      percentOff: null,
      amountOffMinor: 500_00,
      currency: 'INR',
      minOrderMinor: 0,
      product: 'flight',
      ...overrides,
    });

  const discounted = async (couponId: string) =>
    queryRows<{ status: string }>(
      t.app.db,
      sql`SELECT status FROM coupon_redemptions WHERE coupon_id = ${couponId}::uuid AND status <> 'released'`,
    );

  /** Pays an order through the sandbox's page; answers the page's submit, to send when the test wants. */
  async function startPayment(reference: string, token: string) {
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/flight-checkout/orders/${reference}/pay?token=${token}`,
      headers: { origin: t.config.publicUrl },
    });
    const { payment } = pay.json() as PayReply;
    if (payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
    return () =>
      t.app.inject({
        method: 'POST',
        url: payment.redirectUrl,
        headers: { origin: t.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'cardNumber=4111111111111111',
      });
  }

  beforeAll(async () => {
    t = await createTestApp(
      { FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000', HOTEL_ORDER_LIMIT_PER_10_MIN: '1000' },
      { seed: true },
    );
    flightId = (await someFlight(t.app, 'BOM', 'DEL', 20, 30)).id;
  }, 120_000);
  afterAll(() => t.close());

  it('20 concurrent orders of one account for a once-per-account code: 1 discounted, 19 told why', async () => {
    const { id, code } = await coupon({ perAccountLimit: 1 });
    const buyer = await createUserSession(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postOrder(t.app, orderBody(flightId, { couponCode: code }), { cookie: buyer.cookie }),
      ),
    );
    const created = answers.filter((res) => res.statusCode === 201);
    expect(created).toHaveLength(1);
    expect(orderOf(created[0]).order.price.discountMinor).toBe(500_00);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const res of refused) expect(res.json().message).toBe(ACCOUNT_LIMIT);
    expect(await discounted(id)).toHaveLength(1);
  });

  it("a guest is counted by email: the account's own email, and a guest's in a row", async () => {
    const { code } = await coupon({ perAccountLimit: 1 });
    const buyer = await createUserSession(t.app);
    const asAccount = await postOrder(t.app, orderBody(flightId, { couponCode: code }), { cookie: buyer.cookie });
    expect(asAccount.statusCode).toBe(201);
    const contact = { email: buyer.user.email.toUpperCase(), mobile: '9876543210' };
    const asGuest = await postOrder(t.app, orderBody(flightId, { couponCode: code, contact }));
    expect(asGuest.statusCode).toBe(409);
    expect(asGuest.json().message).toBe(ACCOUNT_LIMIT);

    const guest = { email: `guest-${randomBytes(3).toString('hex')}@example.test`, mobile: '9876543210' };
    expect((await postOrder(t.app, orderBody(flightId, { couponCode: code, contact: guest }))).statusCode).toBe(201);
    const again = await postOrder(t.app, orderBody(flightId, { couponCode: code, contact: guest }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ACCOUNT_LIMIT);
  });

  it('20 concurrent guests for a code of 3 uses: 3 discounted orders', async () => {
    const { id, code } = await coupon({ totalLimit: 3 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postOrder(
          t.app,
          orderBody(flightId, { couponCode: code, contact: { email: `g${i}@example.test`, mobile: '9876543210' } }),
        ),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(17);
    for (const res of refused) expect(res.json().message).toBe(USED_UP);
    expect(await discounted(id)).toHaveLength(3);
  });

  it('a hold that ends unpaid gives its use back, and paid orders keep theirs', async () => {
    const { code } = await coupon({ totalLimit: 1 });
    const first = orderOf(await postOrder(t.app, orderBody(flightId, { couponCode: code })));
    const blocked = await postOrder(t.app, orderBody(flightId, { couponCode: code }));
    expect(blocked.json().message).toBe(USED_UP);
    await expireHold(t, 'flight', first.order.reference);

    const second = orderOf(await postOrder(t.app, orderBody(flightId, { couponCode: code })));
    expect(second.order.price.discountMinor).toBe(500_00);
    expect((await (await startPayment(second.order.reference, second.accessToken!))()).statusCode).toBe(303);
    const [row] = await queryRows<{ status: string }>(
      t.app.db,
      sql`SELECT status FROM coupon_redemptions WHERE order_reference = ${second.order.reference}`,
    );
    expect(row.status).toBe('redeemed');
    expect((await postOrder(t.app, orderBody(flightId, { couponCode: code }))).json().message).toBe(USED_UP);
  });

  it('an order paid after its hold ended, whose code was used up meanwhile, is not paid at that discount: refunded', async () => {
    const { code } = await coupon({ totalLimit: 1 });
    const late = orderOf(await postOrder(t.app, orderBody(flightId, { couponCode: code })));
    const submitCard = await startPayment(late.order.reference, late.accessToken!);
    await expireHold(t, 'flight', late.order.reference);
    expect((await postOrder(t.app, orderBody(flightId, { couponCode: code }))).statusCode).toBe(201);

    expect((await submitCard()).statusCode).toBe(303);
    const seen = await t.app.inject({
      url: `/api/flight-checkout/orders/${late.order.reference}?token=${late.accessToken}`,
    });
    expect(seen.json().order.status).toBe('expired');
    const refunds = await queryRows<{ amount: number }>(
      t.app.db,
      sql`SELECT r.amount_minor::integer AS amount FROM refunds r JOIN flight_orders o ON o.id = r.flight_order_id
          WHERE o.reference = ${late.order.reference}`,
    );
    expect(refunds).toEqual([{ amount: late.order.price.totalMinor }]);
  });

  it('hotels too: 10 concurrent orders of one guest email for a once-each code make 1 order', async () => {
    const { code } = await coupon({ perAccountLimit: 1, product: 'hotel' });
    const stay = await bookableStay(t.app);
    const contact = { email: `stay-${randomBytes(3).toString('hex')}@example.test`, mobile: '9876543210' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postHotelOrder(t.app, hotelOrderBody(stay, 'fc-bb', { couponCode: code, contact })),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ACCOUNT_LIMIT);
    }
  });
});
