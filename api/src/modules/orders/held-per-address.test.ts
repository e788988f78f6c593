import type { CreateOrderBody } from '@travel/contracts/flight-checkout';
import type { HotelCreateOrderBody } from '@travel/contracts/hotel-checkout';
import { createTestApp, type TestApp } from '../../test/testApp';
import { newKey, orderBody, orderOf, someFlight } from '../flight-checkout/testing';
import { bookableStay, hotelOrderBody } from '../hotel-checkout/testing';
import { expireHold } from './testing/expireHold';

const adult = (lastName: string) => ({ type: 'adult' as const, title: 'Ms' as const, firstName: 'Held', lastName });

// What one client address, and one device, holds unpaid is limited in seats and rooms, whatever the number of orders.
// Runs on PostgreSQL when DATABASE_URL is set (as in CI), with its real concurrent connections, on PGlite otherwise.
describe('seats and rooms one client address or one device holds unpaid', () => {
  let t: TestApp;

  const order = (
    url: string,
    payload: CreateOrderBody | HotelCreateOrderBody,
    remoteAddress: string,
    cookie?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { origin: t.config.publicUrl, 'idempotency-key': newKey(), ...(cookie ? { cookie } : {}) },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp(
      {
        FLIGHT_HELD_SEATS_PER_ADDRESS: '9',
        HOTEL_HELD_ROOMS_PER_ADDRESS: '5',
        FLIGHT_HELD_SEATS_PER_DEVICE: '9',
        HOTEL_HELD_ROOMS_PER_DEVICE: '5',
        FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000',
        HOTEL_ORDER_LIMIT_PER_10_MIN: '1000',
      },
      { seed: true },
    );
  }, 120_000);
  afterAll(() => t.close());

  it('6 concurrent orders of 2 seats from one address hold 8 seats; the others are told why, and the seats stay on sale', async () => {
    const flight = await someFlight(t.app, 'DEL', 'BOM', 15, 40);
    const pair = (i: number) =>
      orderBody(flight.id, { adults: 2, passengers: [adult(`A${'a'.repeat(i)}`), adult(`B${'b'.repeat(i)}`)] });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => order('/api/flight-checkout/orders', pair(i), '203.0.113.7')),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(4);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(2);
    for (const res of refused) {
      expect(res.json().message).toBe(
        'You are already holding 8 seats in unpaid bookings, and at most 9 seats can be held at once. Pay for a ' +
          'booking, or wait for its hold to end, then try again.',
      );
    }
    // Another traveller, elsewhere, still finds the seats for sale.
    expect((await order('/api/flight-checkout/orders', pair(9), '198.51.100.4')).statusCode).toBe(201);

    // One seat more still fits; once a hold ends, its seats count no more.
    const single = orderBody(flight.id, { passengers: [adult('Single')] });
    const last = await order('/api/flight-checkout/orders', single, '203.0.113.7');
    expect(last.statusCode).toBe(201);
    expect((await order('/api/flight-checkout/orders', single, '203.0.113.7')).statusCode).toBe(429);
    await expireHold(t, 'flight', orderOf(last).order.reference);
    expect((await order('/api/flight-checkout/orders', single, '203.0.113.7')).statusCode).toBe(201);
  });

  it('one device changing address holds at most 9 seats: its cookie counts wherever it comes from', async () => {
    const flight = await someFlight(t.app, 'BOM', 'DEL', 14, 20);
    const trio = (i: number) =>
      orderBody(flight.id, {
        adults: 3,
        passengers: [adult(`C${'c'.repeat(i)}`), adult(`D${'d'.repeat(i)}`), adult(`E${'e'.repeat(i)}`)],
      });
    const first = await order('/api/flight-checkout/orders', trio(1), '192.0.2.1');
    expect(first.statusCode).toBe(201);
    const device = first.cookies.find((cookie) => cookie.name === 'tp_device')!;
    expect(device).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Lax' });
    const cookie = `tp_device=${device.value}`;

    for (const [i, address] of ['192.0.2.2', '192.0.2.3'].entries()) {
      const res = await order('/api/flight-checkout/orders', trio(i + 2), address, cookie);
      expect(res.statusCode).toBe(201);
      // A device the browser already has keeps its id.
      expect(res.cookies.find((c) => c.name === 'tp_device')).toBeUndefined();
    }
    const fourth = await order('/api/flight-checkout/orders', trio(4), '192.0.2.4', cookie);
    expect([fourth.statusCode, fourth.json().message]).toEqual([
      429,
      'You are already holding 9 seats in unpaid bookings, and at most 9 seats can be held at once. Pay for a ' +
        'booking, or wait for its hold to end, then try again.',
    ]);
    // Another device at that address is not held back by it.
    expect((await order('/api/flight-checkout/orders', trio(5), '192.0.2.4')).statusCode).toBe(201);
  });

  it('hotels: 4 concurrent orders of 2 rooms from one address hold 4 rooms at most 5', async () => {
    const stay = await bookableStay(t.app);
    const twoRooms = hotelOrderBody(stay, 'fc-bb', {
      rooms: 2,
      adults: 2,
      guests: [
        { title: 'Ms', firstName: 'Asha', lastName: 'Verma' },
        { title: 'Mr', firstName: 'Rohan', lastName: 'Verma' },
      ],
    });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => order('/api/hotel-checkout/orders', twoRooms, '203.0.113.8')),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0].json().message).toMatch(
      /^You are already holding 4 rooms in unpaid bookings, and at most 5 rooms/,
    );
  });
});
