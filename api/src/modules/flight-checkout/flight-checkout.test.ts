import { sql } from 'drizzle-orm';
import type {
  CheckoutConflictReply,
  CreateOrderBody,
  OrderEventsReply,
  RepriceReply,
  SeatMapReply,
} from '@travel/contracts/flight-checkout';
import { addDays, isoDate } from '@travel/contracts/rules';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createUserSession } from '../accounts/testing';
import * as couponsRepo from '../coupons/coupons.repository';
import { expireHold } from '../orders/testing/expireHold';
import { newKey, orderBody, orderOf, payWithCard as payCard, postOrder, sellAllBut, someFlight } from './testing';

describe('flight checkout: re-price, seats, orders that hold seats, payment and expiry', () => {
  let t: TestApp;
  let flight: Awaited<ReturnType<typeof someFlight>>;

  beforeAll(async () => {
    t = await createTestApp({ FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000' });
    // Its tests hold and sell a seat each, about 20 in all.
    flight = await someFlight(t.app, 'BOM', 'DEL', 10, 30);
  }, 120_000);
  afterAll(() => t.close());

  const seatMap = async (flightId = flight.id) =>
    (await t.app.inject({ url: `/api/flight-checkout/flights/${flightId}/seats` })).json() as SeatMapReply;
  const seatOf = async (seat: string, flightId = flight.id) =>
    (await seatMap(flightId)).seats.find((s) => s.seat === seat)!;
  const post = (url: string, payload?: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const eventsOf = (reference: string) =>
    queryRows<{ event: string }>(
      t.app.db,
      sql`SELECT e.event FROM flight_order_events e JOIN flight_orders o ON o.id = e.order_id
          WHERE o.reference = ${reference} ORDER BY e.id`,
    ).then((rows) => rows.map((row) => row.event));

  const payWithCard = (reference: string, token: string, card?: string) => payCard(t.app, reference, token, card);

  describe('re-price', () => {
    const body = () => ({ flightId: flight.id, cabin: 'economy', fare: 'Flexi', adults: 2, childAges: [6] });

    it('answers the all-inclusive price line by line, in paise', async () => {
      const res = await post('/api/flight-checkout/reprice', body());
      expect(res.statusCode).toBe(200);
      const { price, flight: seen } = res.json() as RepriceReply;
      expect(seen).toMatchObject({ id: flight.id, from: 'BOM', to: 'DEL', fare: 'Flexi', international: false });
      expect(price.currency).toBe('INR');
      expect(price.convenienceFeeMinor).toBe(3 * 299_00);
      expect(price.baseFareMinor + price.taxesAndFeesMinor + price.convenienceFeeMinor).toBe(price.totalMinor);
    });

    it('says the price changed, with the old and the new one', async () => {
      const res = await post('/api/flight-checkout/reprice', { ...body(), expectedTotalMinor: 100 });
      expect(res.statusCode).toBe(409);
      const reply = res.json() as CheckoutConflictReply;
      expect(reply).toMatchObject({ reason: 'price_changed', message: 'The price of this trip has changed.' });
      expect(reply.oldTotalMinor).toBe(100);
      expect(reply.newTotalMinor).toBeGreaterThan(100);
    });

    it('says a flight without seats for everyone is sold out, and offers similar flights', async () => {
      const full = await someFlight(t.app, 'BOM', 'DEL', 11);
      await sellAllBut(t.app, full.id, ['30A', '30B']);
      const res = await post('/api/flight-checkout/reprice', { ...body(), flightId: full.id });
      expect(res.statusCode).toBe(409);
      const reply = res.json() as CheckoutConflictReply;
      expect(reply.reason).toBe('sold_out');
      expect(reply.message).toContain('no longer has seats for every traveller');
      expect(reply.similar!.length).toBeGreaterThan(0);
    });

    it('404s a flight that does not exist', async () => {
      const res = await post('/api/flight-checkout/reprice', { ...body(), flightId: '123' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Flight not found');
    });
  });

  describe('seat map', () => {
    it('is the 3-3 cabin of 30 rows: window and extra-legroom seats priced, as many occupied as are sold', async () => {
      const map = await seatMap();
      expect(map.seats).toHaveLength(180);
      expect(map.letters).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
      const seat = (name: string) => map.seats.find((s) => s.seat === name)!;
      expect(seat('5A')).toMatchObject({ position: 'window', priceMinor: 35_000 });
      expect(seat('5B')).toMatchObject({ position: 'middle', priceMinor: 0 });
      expect(seat('5C')).toMatchObject({ position: 'aisle', priceMinor: 0 });
      expect(seat('12C')).toMatchObject({ exitRow: true, extraLegroom: true, priceMinor: 80_000 });
      expect(map.seats.filter((s) => s.availability === 'occupied')).toHaveLength(180 - flight.seatsLeft);
      // The same map on a second look (and on every database).
      expect(await seatMap()).toEqual(map);
    });
  });

  describe('orders', () => {
    it('creates the order, holds its seats for 15 minutes and answers a reference without 0, O, 1, I or L', async () => {
      const free = (await seatMap()).seats.find((s) => s.availability === 'paid' && !s.extraLegroom)!;
      const res = await postOrder(
        t.app,
        orderBody(flight.id, {
          passengers: [
            {
              type: 'adult',
              title: 'Ms',
              firstName: 'Asha',
              lastName: 'Verma',
              seat: free.seat,
              extraBaggageKg: 10,
              meal: 'VGML',
            },
          ],
          insurance: true,
        }),
      );
      expect(res.statusCode).toBe(201);
      const { order, accessToken } = orderOf(res);
      expect(order.reference).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
      expect(order.status).toBe('held');
      // Held for 10 minutes until its payment starts (then until 15 minutes after it was made).
      const holdMs = Date.parse(order.holdExpiresAt) - Date.now();
      expect(holdMs).toBeGreaterThan(9 * 60_000);
      expect(holdMs).toBeLessThanOrEqual(10 * 60_000);
      expect(order.passengers[0]).toMatchObject({
        seat: free.seat,
        seatChosen: true,
        extraBaggageKg: 10,
        meal: 'VGML',
      });
      expect(order.price.seatsMinor).toBe(35_000);
      expect(order.price.addOnsMinor).toBe(2 * 1_800_00 + 350_00 + 249_00);
      expect(accessToken).toBeTruthy();
      expect((await seatOf(free.seat)).availability).toBe('occupied');
      expect(await eventsOf(order.reference)).toEqual(['held']);
    });

    it('gives a passenger who skipped the seat map a free seat', async () => {
      const { order } = orderOf(await postOrder(t.app, orderBody(flight.id)));
      expect(order.passengers[0]).toMatchObject({ seatChosen: false, seatPriceMinor: 0 });
      expect((await seatOf(order.passengers[0].seat)).priceMinor).toBe(0);
    });

    it('seats a party where one chose: the others get free seats of their own, and the seats left count all three', async () => {
      const other = await someFlight(t.app, 'BOM', 'DEL', 14, 10);
      const before = await seatMap(other.id);
      const chosen = before.seats.find((s) => s.availability === 'paid' && !s.extraLegroom)!.seat;
      const traveller = (firstName: string, seat?: string) => ({
        type: 'adult' as const,
        title: 'Mr' as const,
        firstName,
        lastName: 'Rao',
        ...(seat ? { seat } : {}),
      });
      const res = await postOrder(
        t.app,
        orderBody(other.id, {
          adults: 3,
          passengers: [traveller('Arun', chosen), traveller('Bala'), traveller('Chetan')],
        }),
      );
      expect(res.statusCode).toBe(201);
      const { order } = orderOf(res);
      expect(order.passengers[0]).toMatchObject({ seat: chosen, seatChosen: true });
      const given = order.passengers.slice(1);
      for (const p of given) expect(p).toMatchObject({ seatChosen: false, seatPriceMinor: 0 });
      const seats = order.passengers.map((p) => p.seat);
      expect(new Set(seats).size).toBe(3);
      const free = (map: SeatMapReply) => map.seats.filter((s) => s.availability !== 'occupied').length;
      expect(order.flight.seatsLeft).toBe(free(before) - 3);
      const after = await seatMap(other.id);
      for (const seat of seats) expect(after.seats.find((s) => s.seat === seat)!.availability).toBe('occupied');
      for (const p of given) expect(before.seats.find((s) => s.seat === p.seat)).toMatchObject({ priceMinor: 0 });
      expect(free(after)).toBe(free(before) - 3);
    });

    it('makes one order of a double click (the same Idempotency-Key twice at once)', async () => {
      const key = newKey();
      const body = orderBody(flight.id);
      const [a, b] = await Promise.all([postOrder(t.app, body, { key }), postOrder(t.app, body, { key })]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(orderOf(a).order.reference).toBe(orderOf(b).order.reference);
      const rows = await queryRows(t.app.db, sql`SELECT 1 FROM flight_orders WHERE idempotency_key = ${key}`);
      expect(rows).toHaveLength(1);
      const other = await postOrder(t.app, orderBody(flight.id, { insurance: true }), { key });
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe('This Idempotency-Key was already used for another order');
    });

    it('refuses a seat another order holds', async () => {
      const seat = (await seatMap()).seats.find((s) => s.availability === 'free')!.seat;
      const passengers: CreateOrderBody['passengers'] = [
        { type: 'adult', title: 'Mr', firstName: 'Ravi', lastName: 'Iyer', seat },
      ];
      expect((await postOrder(t.app, orderBody(flight.id, { passengers }))).statusCode).toBe(201);
      const again = await postOrder(t.app, orderBody(flight.id, { passengers }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        reason: 'seat_taken',
        message: `Seat ${seat} was just taken by another traveller. Please choose another.`,
      });
    });

    it('refuses an Idempotency-Key that is missing or malformed', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/flight-checkout/orders',
        headers: { origin: t.config.publicUrl },
        payload: orderBody(flight.id),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('idempotency-key is required');
    });
  });

  describe('travellers and contact are checked by the API as by the form', () => {
    const intl = async () => someFlight(t.app, 'DEL', 'LHR', 20);
    const departure = addDays(isoDate(), 10);
    const yearsBefore = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
    const adult = { type: 'adult' as const, title: 'Mr' as const, firstName: 'Ravi', lastName: 'Iyer' };
    const cases: [string, Partial<CreateOrderBody>, string][] = [
      [
        'a title for the wrong age',
        { passengers: [{ ...adult, title: 'Master' }] },
        'Traveller 1: title must be one of Mr, Ms, Mrs',
      ],
      ['an empty first name', { passengers: [{ ...adult, firstName: ' ' }] }, 'Traveller 1: first name is required'],
      [
        'digits in a name',
        { passengers: [{ ...adult, lastName: 'Iyer2' }] },
        'Traveller 1: last name may only contain letters, spaces, apostrophes and hyphens, as on the ID',
      ],
      ['fewer passengers than searched', { adults: 2 }, 'give the details of 2 adult(s) and 0 child(ren), as searched'],
      [
        'a child without a date of birth',
        { childAges: [6], passengers: [adult, { type: 'child', title: 'Miss', firstName: 'Mira', lastName: 'Iyer' }] },
        'Traveller 2: date of birth is required for a child (YYYY-MM-DD)',
      ],
      [
        "a child's birthday that does not match the searched age",
        {
          childAges: [6],
          passengers: [
            adult,
            {
              type: 'child',
              title: 'Miss',
              firstName: 'Mira',
              lastName: 'Iyer',
              dateOfBirth: yearsBefore(departure, 9),
            },
          ],
        },
        'Traveller 2: date of birth makes the child 9 on the day of the flight, but the search was for a child of 6',
      ],
      ['a bad email', { contact: { email: 'asha@', mobile: '9876543210' } }, 'Enter a valid email address'],
      [
        'a 9-digit mobile',
        { contact: { email: 'asha@example.test', mobile: '987654321' } },
        'Mobile number must be 10 digits',
      ],
      [
        'a malformed GSTIN',
        { contact: { email: 'asha@example.test', mobile: '9876543210', gstin: '27AAPFU0939F1Z', companyName: 'Acme' } },
        'GSTIN must be 15 characters, like 27AAPFU0939F1ZV',
      ],
      [
        // Its tax invoice could not be issued.
        'a GSTIN with a wrong check character',
        {
          contact: { email: 'asha@example.test', mobile: '9876543210', gstin: '27AAPFU0939F1ZW', companyName: 'Acme' },
        },
        'GSTIN must be 15 characters, like 27AAPFU0939F1ZV',
      ],
      [
        'a GSTIN without a company',
        { contact: { email: 'asha@example.test', mobile: '9876543210', gstin: '27AAPFU0939F1ZV' } },
        'Company name is required with a GSTIN',
      ],
      [
        'a seat the aircraft lacks',
        { passengers: [{ ...adult, seat: '31A' }] },
        'Traveller 1: there is no seat 31A on this aircraft',
      ],
      [
        'baggage off the 5 kg steps',
        { passengers: [{ ...adult, extraBaggageKg: 7 }] },
        'Traveller 1: extra baggage comes in steps of 5 kg, up to 30 kg',
      ],
      [
        'one seat for two',
        {
          adults: 2,
          passengers: [
            { ...adult, seat: '20B' },
            { ...adult, firstName: 'Anil', seat: '20B' },
          ],
        },
        'seat 20B is chosen for two travellers',
      ],
    ];
    it.each(cases)('refuses %s with 400 and says why', async (_name, overrides, message) => {
      const res = await postOrder(t.app, orderBody(flight.id, overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('lists every mistake of a request in one 400, each with its field and message', async () => {
      const res = await postOrder(
        t.app,
        orderBody(flight.id, {
          adults: 2,
          passengers: [
            { ...adult, firstName: ' ', lastName: 'Iyer2' },
            { ...adult, title: 'Master' },
          ],
          contact: { email: 'asha@', mobile: '98765', gstin: '27AAPFU0939F1ZW' },
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        // The first problem's message, as a client that reads one message has always had.
        message: 'Traveller 1: first name is required',
        problems: [
          { field: 'passengers[0].firstName', message: 'Traveller 1: first name is required' },
          {
            field: 'passengers[0].lastName',
            message: 'Traveller 1: last name may only contain letters, spaces, apostrophes and hyphens, as on the ID',
          },
          { field: 'passengers[1].title', message: 'Traveller 2: title must be one of Mr, Ms, Mrs' },
          { field: 'contact.email', message: 'Enter a valid email address' },
          { field: 'contact.mobile', message: 'Mobile number must be 10 digits' },
          { field: 'contact.gstin', message: 'GSTIN must be 15 characters, like 27AAPFU0939F1ZV' },
          { field: 'contact.companyName', message: 'Company name is required with a GSTIN' },
        ],
      });
    });

    it('lists every mistake the schema refuses too, at its field and in plain words', async () => {
      const body = orderBody(flight.id, {
        passengers: [
          { ...adult, firstName: 'R'.repeat(61) },
          { ...adult, title: 'Sir' as 'Mr' },
        ],
        contact: { email: 'ravi@example.test', mobile: '9'.repeat(21) },
      });
      const res = await postOrder(t.app, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        // The first error in the words a schema refusal has always answered.
        message: 'passengers.0.firstName must NOT have more than 60 characters',
        problems: [
          { field: 'passengers[0].firstName', message: 'Traveller 1: first name must be at most 60 characters' },
          { field: 'passengers[1].title', message: 'Traveller 2: title must be one of Mr, Ms, Mrs, Master, Miss' },
          // The contract's own sentence for the field (ContactInput's errorMessage), as the rule says it.
          { field: 'contact.mobile', message: 'Mobile number must be 10 digits' },
        ],
      });
    });

    it('names each missing field of a schema refusal', async () => {
      const { lastName: _, ...noLastName } = adult;
      const body = orderBody(flight.id, {
        passengers: [noLastName as typeof adult],
        contact: { email: 'ravi@example.test' } as CreateOrderBody['contact'],
      });
      const res = await postOrder(t.app, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'lastName is required',
        problems: [
          { field: 'passengers[0].lastName', message: 'Traveller 1: last name is required' },
          { field: 'contact.mobile', message: 'Contact mobile is required' },
        ],
      });
    });

    it('a child whose birthday matches the searched age goes through', async () => {
      const child = {
        type: 'child' as const,
        title: 'Miss' as const,
        firstName: 'Mira',
        lastName: 'Iyer',
        dateOfBirth: yearsBefore(departure, 6),
      };
      const res = await postOrder(t.app, orderBody(flight.id, { childAges: [6], passengers: [adult, child] }));
      expect(res.statusCode).toBe(201);
    });

    it('asks for nationality, passport and its expiry on an international route', async () => {
      const london = await intl();
      const passport = { nationality: 'IN', passportNumber: 'K1234567', passportExpiry: addDays(isoDate(), 400) };
      const expect400 = async (passenger: CreateOrderBody['passengers'][number], message: string) => {
        const res = await postOrder(t.app, orderBody(london.id, { passengers: [passenger] }));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      };
      await expect400(
        adult,
        'Traveller 1: nationality is required for an international flight (a country code such as IN)',
      );
      await expect400(
        { ...adult, ...passport, passportNumber: '12' },
        'Traveller 1: passport number must be 6 to 9 letters and digits, starting with a letter',
      );
      await expect400(
        { ...adult, ...passport, passportExpiry: addDays(isoDate(), 60) },
        'Traveller 1: passport must be valid for 6 months after the flight',
      );
      expect(
        (await postOrder(t.app, orderBody(london.id, { passengers: [{ ...adult, ...passport }] }))).statusCode,
      ).toBe(201);
    });
  });

  describe('coupons', () => {
    beforeAll(async () => {
      await couponsRepo.insert(t.app.db, {
        code: 'FLYCHECKOUT',
        description: '10% off flights',
        kind: 'percentage',
        percentOff: 10,
        amountOffMinor: null,
        currency: 'INR',
        minOrderMinor: 0,
        product: 'flight',
      });
    });

    it('prices a valid code into the order and redeems it once the order is paid', async () => {
      const res = await postOrder(t.app, orderBody(flight.id, { couponCode: 'flycheckout' }));
      expect(res.statusCode).toBe(201);
      const { order, accessToken } = orderOf(res);
      expect(order.couponCode).toBe('FLYCHECKOUT');
      expect(order.price.discountMinor).toBe(Math.floor(order.price.subtotalMinor / 10));
      expect(order.price.totalMinor).toBe(order.price.subtotalMinor - order.price.discountMinor);
      await payWithCard(order.reference, accessToken!);
      const redeemed = await queryRows(
        t.app.db,
        sql`SELECT 1 FROM coupon_redemptions WHERE order_reference = ${order.reference}`,
      );
      expect(redeemed).toHaveLength(1);
    });

    it("refuses a code on a fare it is not for, or past the account's own limit, through the order too", async () => {
      await couponsRepo.insert(t.app.db, {
        code: 'FLEXIONLY',
        description: 'Flexi fares',
        kind: 'flat',
        percentOff: null,
        amountOffMinor: 500_00,
        currency: 'INR',
        minOrderMinor: 0,
        product: 'flight',
        fareTypes: ['Flexi'],
      });
      const standard = await postOrder(t.app, orderBody(flight.id, { couponCode: 'FLEXIONLY' }));
      expect(standard.statusCode).toBe(422);
      expect(standard.json().message).toBe('This code is valid on Flexi fares only.');
      const flexi = await postOrder(t.app, orderBody(flight.id, { fare: 'Flexi', couponCode: 'FLEXIONLY' }));
      expect(flexi.statusCode).toBe(201);
      expect(orderOf(flexi).order.price.discountMinor).toBe(500_00);

      await couponsRepo.insert(t.app.db, {
        code: 'ONCEEACH',
        description: 'Once per account',
        kind: 'percentage',
        percentOff: 5,
        amountOffMinor: null,
        currency: 'INR',
        minOrderMinor: 0,
        product: 'flight',
        perAccountLimit: 1,
      });
      const buyer = await createUserSession(t.app);
      const first = orderOf(
        await postOrder(t.app, orderBody(flight.id, { couponCode: 'ONCEEACH' }), { cookie: buyer.cookie }),
      );
      await payWithCard(first.order.reference, first.accessToken!);
      const second = await postOrder(t.app, orderBody(flight.id, { couponCode: 'ONCEEACH' }), { cookie: buyer.cookie });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('You have already used this coupon code the maximum number of times.');
      // A guest with another email is counted apart from the account.
      expect((await postOrder(t.app, orderBody(flight.id, { couponCode: 'ONCEEACH' }))).statusCode).toBe(201);
    });

    it('refuses a bad code and says why', async () => {
      const res = await postOrder(t.app, orderBody(flight.id, { couponCode: 'NOSUCHCODE' }));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This coupon code does not exist.');
    });
  });

  describe('payment', () => {
    it('holds the seats 10 minutes until the payment starts, then until 15 minutes after the order was made', async () => {
      const { order, accessToken } = orderOf(await postOrder(t.app, orderBody(flight.id)));
      const made = Date.parse(order.holdExpiresAt) - 10 * 60_000;
      const pay = await post(`/api/flight-checkout/orders/${order.reference}/pay?token=${accessToken}`);
      expect(pay.statusCode).toBe(200);
      const seen = await t.app.inject({ url: `/api/flight-checkout/orders/${order.reference}?token=${accessToken}` });
      expect(Date.parse(seen.json().order.holdExpiresAt) - made).toBe(15 * 60_000);
      // Starting again changes nothing: the hold is not renewed.
      await post(`/api/flight-checkout/orders/${order.reference}/pay?token=${accessToken}`);
      const again = await t.app.inject({ url: `/api/flight-checkout/orders/${order.reference}?token=${accessToken}` });
      expect(again.json().order.holdExpiresAt).toBe(seen.json().order.holdExpiresAt);
    });

    it('a paid order has sold seats, and a repeated settlement changes nothing', async () => {
      const { order, accessToken } = orderOf(await postOrder(t.app, orderBody(flight.id)));
      const paymentId = await payWithCard(order.reference, accessToken!);
      // The browser comes back after the sandbox (as a webhook) confirmed it.
      expect((await post(`/api/payments/${paymentId}/confirm`, {})).statusCode).toBe(200);
      // The payments module tells its listeners again (as after a crash between commit and notification).
      await t.app.db.execute(sql`UPDATE payments SET notified_status = NULL WHERE id = ${paymentId}`);
      await t.app.payments.catchUp(60_000);
      const seen = await t.app.inject({ url: `/api/flight-checkout/orders/${order.reference}?token=${accessToken}` });
      expect(seen.json().order).toMatchObject({ status: 'paid' });
      expect(seen.json().order.paidAt).toBeTruthy();
      expect(await eventsOf(order.reference)).toEqual(['held', 'payment_started', 'paid', 'confirmation_sent']);
      const seat = await queryRows<{ status: string }>(
        t.app.db,
        sql`SELECT status FROM flight_seats WHERE flight_id = ${flight.id}::bigint AND seat = ${order.passengers[0].seat}`,
      );
      expect(seat[0].status).toBe('sold');
      const again = await post(`/api/flight-checkout/orders/${order.reference}/pay?token=${accessToken}`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ reason: 'conflict', message: 'This booking is already paid' });
    });

    it('a declined card keeps the hold, and the same order can be paid again', async () => {
      const { order, accessToken } = orderOf(await postOrder(t.app, orderBody(flight.id)));
      await payWithCard(order.reference, accessToken!, '4000 0000 0000 0002');
      const held = await t.app.inject({ url: `/api/flight-checkout/orders/${order.reference}?token=${accessToken}` });
      expect(held.json().order.status).toBe('held');
      await payWithCard(order.reference, accessToken!);
      const paid = await t.app.inject({ url: `/api/flight-checkout/orders/${order.reference}?token=${accessToken}` });
      expect(paid.json().order.status).toBe('paid');
    });
  });

  describe('expiry, as a job', () => {
    it('expires an unpaid order when its hold runs out and puts its seats back on sale', async () => {
      const { order, accessToken } = orderOf(await postOrder(t.app, orderBody(flight.id)));
      const seat = order.passengers[0].seat;
      expect((await seatOf(seat)).availability).toBe('occupied');
      await expireHold(t, 'flight', order.reference, { then: 'job' });
      const seen = await t.app.inject({ url: `/api/flight-checkout/orders/${order.reference}?token=${accessToken}` });
      expect(seen.json().order.status).toBe('expired');
      expect((await seatOf(seat)).availability).not.toBe('occupied');
      expect(await eventsOf(order.reference)).toEqual(['held', 'expired']);
      const pay = await post(`/api/flight-checkout/orders/${order.reference}/pay?token=${accessToken}`);
      expect(pay.statusCode).toBe(409);
      expect(pay.json()).toMatchObject({ reason: 'hold_expired' });
    });

    /** Opens the sandbox payment page of the order (the hold still runs), to submit a card later. */
    async function startPayment(reference: string, token: string) {
      const pay = await post(`/api/flight-checkout/orders/${reference}/pay?token=${token}`);
      expect(pay.statusCode).toBe(200);
      const { payment } = pay.json() as { payment: { redirectUrl: string } };
      return (card = '4111 1111 1111 1111') =>
        t.app.inject({
          method: 'POST',
          url: payment.redirectUrl,
          headers: { origin: t.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ cardNumber: card }).toString(),
        });
    }

    it('confirms an order paid after its hold ran out when its seats are still free, taking them again', async () => {
      const { seat } = (await seatMap()).seats.find((s) => s.availability === 'free')!;
      const passengers: CreateOrderBody['passengers'] = [
        { type: 'adult', title: 'Mr', firstName: 'Late', lastName: 'Payer', seat },
      ];
      const { order, accessToken } = orderOf(await postOrder(t.app, orderBody(flight.id, { passengers })));
      const submitCard = await startPayment(order.reference, accessToken!);
      await expireHold(t, 'flight', order.reference, { then: 'job' });
      expect((await seatOf(seat)).availability).not.toBe('occupied');

      expect((await submitCard()).statusCode).toBe(303);
      const seen = await t.app.inject({ url: `/api/flight-checkout/orders/${order.reference}?token=${accessToken}` });
      expect(seen.json().order).toMatchObject({ status: 'paid', passengers: [{ seat }] });
      expect((await seatOf(seat)).availability).toBe('occupied');
      expect(await eventsOf(order.reference)).toEqual([
        'held',
        'payment_started',
        'expired',
        'payment_after_hold',
        'paid',
        'confirmation_sent',
      ]);
    });

    it('leaves an order paid after its hold expired unconfirmed when its seat was sold meanwhile, and refunds the payment once', async () => {
      const { seat } = (await seatMap()).seats.find((s) => s.availability === 'free')!;
      const passengers: CreateOrderBody['passengers'] = [
        { type: 'adult', title: 'Mr', firstName: 'Late', lastName: 'Payer', seat },
      ];
      const { order, accessToken } = orderOf(await postOrder(t.app, orderBody(flight.id, { passengers })));
      const submitCard = await startPayment(order.reference, accessToken!);
      await expireHold(t, 'flight', order.reference, { then: 'job' });
      const other = orderOf(await postOrder(t.app, orderBody(flight.id, { passengers })));
      expect(other.order.passengers[0].seat).toBe(seat);

      expect((await submitCard()).statusCode).toBe(303);
      const seen = await t.app.inject({ url: `/api/flight-checkout/orders/${order.reference}?token=${accessToken}` });
      expect(seen.json().order.status).toBe('expired');
      const events = await queryRows<{ event: string; detail: string }>(
        t.app.db,
        sql`SELECT e.event, e.detail FROM flight_order_events e JOIN flight_orders o ON o.id = e.order_id
            WHERE o.reference = ${order.reference} ORDER BY e.id`,
      );
      expect(events.at(-1)!.event).toBe('payment_after_hold');
      expect(events.at(-1)!.detail).toMatch(/refund rf_[0-9a-f]+ filed$/);
      const refundsOf = () =>
        queryRows<{ id: string; amount: number; status: string; flightOrderId: string }>(
          t.app.db,
          sql`SELECT r.id, r.amount_minor::integer AS amount, r.status, r.flight_order_id::text AS "flightOrderId"
              FROM refunds r JOIN flight_orders o ON o.id = r.flight_order_id WHERE o.reference = ${order.reference}`,
        );
      const [refund] = await refundsOf();
      expect(refund).toMatchObject({ amount: seen.json().order.price.totalMinor });
      expect(refund.status).not.toBe('failed');
      expect(events.at(-1)!.detail).toContain(refund.id);
      // The capture told again (a listener failed, or a webhook came again): still one refund, one event.
      await queryRows(
        t.app.db,
        sql`UPDATE payments SET notified_status = NULL
            WHERE id = (SELECT payment_id FROM flight_orders WHERE reference = ${order.reference})`,
      );
      await t.app.payments.catchUp(60 * 60_000);
      expect(await refundsOf()).toHaveLength(1);
      expect((await eventsOf(order.reference)).filter((event) => event === 'payment_after_hold')).toHaveLength(1);
      const seatRow = await queryRows<{ orderId: string }>(
        t.app.db,
        sql`SELECT order_id::text AS "orderId" FROM flight_seats WHERE flight_id = ${flight.id}::bigint AND seat = ${seat}`,
      );
      const otherId = await queryRows<{ id: string }>(
        t.app.db,
        sql`SELECT id::text AS id FROM flight_orders WHERE reference = ${other.order.reference}`,
      );
      expect(seatRow[0].orderId).toBe(otherId[0].id);
    });

    it('does not expire an order whose payment was captured (asked of the gateway first)', async () => {
      const { order, accessToken } = orderOf(await postOrder(t.app, orderBody(flight.id)));
      await payWithCard(order.reference, accessToken!);
      await expireHold(t, 'flight', order.reference, { then: 'job' });
      const seen = await t.app.inject({ url: `/api/flight-checkout/orders/${order.reference}?token=${accessToken}` });
      expect(seen.json().order.status).toBe('paid');
    });
  });

  describe("the flight's seats left, as the search shows them", () => {
    const search = async (date: string, adults: number) =>
      (
        await t.app.flights.search({
          from: 'BOM',
          to: 'DEL',
          date,
          adults,
          children: 0,
          cabin: 'economy',
          sort: 'cheapest',
          page: 1,
          pageSize: 50,
        })
      ).legs[0].offers;
    const offered = async (id: string, date: string, adults = 1) =>
      (await search(date, adults)).find((offer) => offer.id === id)?.seatsLeft;

    it('go down as seats are held, come back when a hold runs out, and a flight without seats is no longer offered', async () => {
      const two = await someFlight(t.app, 'BOM', 'DEL', 13);
      await t.app.db.execute(sql`UPDATE flights SET seats_left = 2 WHERE id = ${two.id}::bigint`);
      t.app.flights.forgetDays();
      expect(await offered(two.id, two.date)).toBe(2);

      // A held seat is not for sale: the search says so at once, and gets it back when the hold runs out.
      const held = orderOf(await postOrder(t.app, orderBody(two.id)));
      expect(await offered(two.id, two.date)).toBe(1);
      expect(await offered(two.id, two.date, 2)).toBeUndefined();
      await expireHold(t, 'flight', held.order.reference);
      expect(await offered(two.id, two.date)).toBe(2);

      const first = orderOf(await postOrder(t.app, orderBody(two.id)));
      expect(await offered(two.id, two.date)).toBe(1);
      await payWithCard(first.order.reference, first.accessToken!);
      expect(await offered(two.id, two.date)).toBe(1);
      expect(await offered(two.id, two.date, 2)).toBeUndefined();
      const similar = await t.app.flights.similar(flight.id, { cabin: 'economy', adults: 2, children: 0 });
      expect(similar.map((offer) => offer.id)).not.toContain(two.id);

      const last = orderOf(await postOrder(t.app, orderBody(two.id)));
      expect(await offered(two.id, two.date)).toBeUndefined();
      await payWithCard(last.order.reference, last.accessToken!);
      expect(await offered(two.id, two.date)).toBeUndefined();
      const rows = await queryRows<{ seatsLeft: number }>(
        t.app.db,
        sql`SELECT seats_left AS "seatsLeft" FROM flights WHERE id = ${two.id}::bigint`,
      );
      expect(rows[0].seatsLeft).toBe(0);
      const reprice = await post('/api/flight-checkout/reprice', {
        flightId: two.id,
        cabin: 'economy',
        fare: 'Standard',
        adults: 1,
        childAges: [],
      });
      expect(reprice.json()).toMatchObject({ reason: 'sold_out' });
    });

    it('show on the search page at once after a sale, though its answers are cached', async () => {
      const one = await someFlight(t.app, 'BOM', 'DEL', 14);
      await t.app.db.execute(sql`UPDATE flights SET seats_left = 1 WHERE id = ${one.id}::bigint`);
      t.app.flights.forgetDays();
      const searchPage = async () =>
        (
          await t.app.inject({ url: `/api/flights/search?from=BOM&to=DEL&date=${one.date}&adults=1&pageSize=50` })
        ).json() as { legs: { offers: { id: string }[] }[] };
      expect((await searchPage()).legs[0].offers.map((offer) => offer.id)).toContain(one.id);

      const last = orderOf(await postOrder(t.app, orderBody(one.id)));
      await payWithCard(last.order.reference, last.accessToken!);
      expect((await searchPage()).legs[0].offers.map((offer) => offer.id)).not.toContain(one.id);
    });
  });

  describe("the order's audit trail for admins", () => {
    it('lists every change of a paid order with its time, oldest first; 401, 403 and 404 otherwise', async () => {
      const admin = await createUserSession(t.app, { role: 'admin' });
      const customer = await createUserSession(t.app);
      const { order, accessToken } = orderOf(await postOrder(t.app, orderBody(flight.id)));
      const started = Date.now();
      await payWithCard(order.reference, accessToken!);
      const url = `/api/admin/flight-orders/${order.reference.toLowerCase()}/events`;
      const res = await t.app.inject({ url, headers: { cookie: admin.cookie } });
      expect(res.statusCode).toBe(200);
      const trail = res.json() as OrderEventsReply;
      expect(trail).toMatchObject({ reference: order.reference, status: 'paid' });
      expect(trail.events.map((e) => e.event)).toEqual(['held', 'payment_started', 'paid', 'confirmation_sent']);
      const times = trail.events.map((e) => Date.parse(e.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[2]).toBeGreaterThanOrEqual(started - 1000);
      expect(trail.events[2].detail).toMatch(/^sandbox payment /);

      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
      const unknown = await t.app.inject({
        url: '/api/admin/flight-orders/ZZZZZZ/events',
        headers: { cookie: admin.cookie },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No such booking');
    });
  });

  describe('who may see an order', () => {
    it("its owner and a guest with its token; 404 for another person's session or no token", async () => {
      const owner = await createUserSession(t.app);
      const stranger = await createUserSession(t.app);
      const { order, accessToken } = orderOf(await postOrder(t.app, orderBody(flight.id), { cookie: owner.cookie }));
      const get = (query = '', cookie?: string) =>
        t.app.inject({
          url: `/api/flight-checkout/orders/${order.reference}${query}`,
          headers: cookie ? { cookie } : {},
        });
      expect((await get('', owner.cookie)).statusCode).toBe(200);
      expect((await get(`?token=${accessToken}`)).statusCode).toBe(200);
      for (const res of [await get(), await get('', stranger.cookie), await get('?token=wrong')]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('No such booking');
      }
      const pay = await post(`/api/flight-checkout/orders/${order.reference}/pay`, undefined, stranger.cookie);
      expect(pay.statusCode).toBe(404);
    });
  });
});
