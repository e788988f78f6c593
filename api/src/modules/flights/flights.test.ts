import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addDays, isoDate } from '@travel/contracts/rules';
import type { FlightOffer as Offer, LegResult, SimilarFlight } from '@travel/contracts/flights';
import { ensureInventory } from './flights.inventory';
import { FLIGHT_SEARCH_CACHE } from './flights.routes';

type Leg = LegResult;

describe('flight search API', () => {
  let t: TestApp;
  const today = isoDate();
  const date = addDays(today, 10);

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/flights/search?${query}` });
    return { status: res.statusCode, body: res.json() };
  };
  const leg = async (query: string): Promise<Leg> => {
    const { status, body } = await search(query);
    expect(status).toBe(200);
    return body.legs[0];
  };
  const delBom = `from=DEL&to=BOM&date=${date}`;
  const dbCount = async (query: SQL) =>
    ((await t.app.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n;
  /** How many flights the database holds from any of `from` to any of `to` on the days first..last. */
  const flightsIn = (from: string[], to: string[], first: string, last: string) =>
    dbCount(sql`SELECT count(*)::int AS n FROM flights
                WHERE from_code IN (${sql.join(
                  from.map((c) => sql`${c}`),
                  sql`, `,
                )}) AND to_code IN (${sql.join(
                  to.map((c) => sql`${c}`),
                  sql`, `,
                )})
                  AND departure_date BETWEEN ${first}::date AND ${last}::date`);

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('holds a generated inventory of over 100,000 flights for the next 90 days', async () => {
    await search(delBom); // the first search fills the inventory
    const result = (await t.app.db.execute(
      sql`SELECT count(*)::int AS n, count(DISTINCT departure_date)::int AS days,
                 to_char(min(departure_date), 'YYYY-MM-DD') AS first, to_char(max(departure_date), 'YYYY-MM-DD') AS last
          FROM flights`,
    )) as unknown as { rows: { n: number; days: number; first: string; last: string }[] };
    expect(result.rows[0]).toEqual({ n: expect.any(Number), days: 90, first: today, last: addDays(today, 89) });
    expect(result.rows[0].n).toBeGreaterThanOrEqual(100_000);
  });

  it('finds the New Delhi to Mumbai flights of a day with the route, the true count and facets', async () => {
    const result = await leg(delBom);
    expect(result).toMatchObject({ from: 'DEL', to: 'BOM', date, distanceKm: 1145, flightTime: '1h 55m' });
    expect(result.offers).toHaveLength(10);
    expect(result.total).toBe(result.facets.dayTotal);
    expect(result.total).toBeGreaterThan(30);
    expect(result.facets.stops.reduce((sum, s) => sum + s.count, 0)).toBe(result.total);
    expect(result.facets.airlines.map((a) => a.code).sort()).toEqual(['6E', 'AI', 'SG', 'UK']);
    for (const offer of result.offers) {
      expect(offer).toMatchObject({ from: 'DEL', to: 'BOM', date });
      // Our own fare, under the site's name; the suppliers' quotes stream from /api/flights/offers.
      expect(offer.providers).toEqual([
        { supplier: 'own', name: 'Travel Portal', priceMinor: offer.priceMinor, totalMinor: offer.totalMinor },
      ]);
    }
  });

  it('gives each stops option and airline its true from-price', async () => {
    const all = await leg(`${delBom}&sort=cheapest&pageSize=50`);
    const direct = all.offers.filter((o) => o.stops === 0);
    const facet = all.facets.stops.find((s) => s.stops === 0)!;
    expect(facet.count).toBe(direct.length);
    expect(facet.minPriceMinor).toBe(Math.min(...direct.map((o) => o.priceMinor)));
    const indigo = all.offers.filter((o) => o.airlineCode === '6E');
    expect(all.facets.airlines.find((a) => a.code === '6E')!.minPriceMinor).toBe(
      Math.min(...indigo.map((o) => o.priceMinor)),
    );
    expect(all.facets.price).toEqual({
      minMinor: all.offers[0].priceMinor,
      maxMinor: all.offers[all.offers.length - 1].priceMinor,
    });
  });

  it('filters by stops, airline, departure band, price and CO2, and counts what is left', async () => {
    const all = await leg(delBom);
    const direct = await leg(`${delBom}&stops=0&pageSize=50`);
    expect(direct.total).toBe(all.facets.stops.find((s) => s.stops === 0)!.count);
    expect(direct.offers.every((o) => o.stops === 0)).toBe(true);

    const indigoDirect = await leg(`${delBom}&stops=0&airlines=6E&pageSize=50`);
    expect(indigoDirect.total).toBe(indigoDirect.offers.length);
    expect(indigoDirect.offers.every((o) => o.stops === 0 && o.airlineCode === '6E')).toBe(true);
    expect(indigoDirect.total).toBeLessThan(direct.total);

    // lists repeat their key
    const twoAirlines = await leg(`${delBom}&stops=0&stops=1&airlines=6E&airlines=AI&pageSize=50`);
    expect(twoAirlines.total).toBeGreaterThan(indigoDirect.total);
    expect(twoAirlines.offers.every((o) => o.stops < 2 && ['6E', 'AI'].includes(o.airlineCode))).toBe(true);

    const morning = await leg(`${delBom}&departure=morning&pageSize=50`);
    expect(morning.offers.length).toBeGreaterThan(0);
    expect(morning.offers.every((o) => o.departure >= '06:00' && o.departure < '12:00')).toBe(true);

    const cheap = await leg(`${delBom}&maxPriceMinor=500000&pageSize=50`);
    expect(cheap.offers.every((o) => o.priceMinor <= 500_000)).toBe(true);
    expect(cheap.total).toBeLessThan(all.total);

    const green = await leg(`${delBom}&lowerCo2=true&pageSize=50`);
    expect(green.offers.every((o) => o.lowerCo2)).toBe(true);
  });

  it('sorts by price, by departure early and late, and ranks Best', async () => {
    const prices = (await leg(`${delBom}&sort=cheapest&pageSize=50`)).offers.map((o) => o.priceMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const early = (await leg(`${delBom}&sort=early&pageSize=50`)).offers.map((o) => o.departure);
    expect(early).toEqual([...early].sort());
    const late = (await leg(`${delBom}&sort=late&pageSize=50`)).offers.map((o) => o.departure);
    expect(late).toEqual([...early].reverse().sort().reverse());
    const best = await leg(`${delBom}&sort=best`);
    expect(best.offers[0].stops).toBe(0);
  });

  it('pages through every flight exactly once', async () => {
    const first = await leg(`${delBom}&sort=cheapest&page=1`);
    const pages = Math.ceil(first.total / 10);
    const ids = new Set<string>();
    for (let page = 1; page <= pages; page++) {
      const result = await leg(`${delBom}&sort=cheapest&page=${page}`);
      result.offers.forEach((o) => ids.add(o.id));
      expect(result.hasMore).toBe(page < pages);
    }
    expect(ids.size).toBe(first.total);
    expect((await leg(`${delBom}&page=${pages + 1}`)).offers).toEqual([]);
  });

  it('gives the month calendar and the ±3 days graph their cheapest prices', async () => {
    const result = await leg(delBom);
    const monthDays = result.calendar.map((d) => d.date);
    expect(monthDays[0]).toBe(`${date.slice(0, 7)}-01`);
    expect(result.week.map((d) => d.date)).toEqual([-3, -2, -1, 0, 1, 2, 3].map((n) => addDays(date, n)));
    const day = result.week[3];
    expect(day.minPriceMinor).toBe(result.facets.price!.minMinor);
    const priced = result.calendar.filter((d) => d.minPriceMinor !== null);
    expect(result.cheapestThisMonthMinor).toBe(Math.min(...priced.map((d) => d.minPriceMinor!)));
    // a day before the inventory starts has no price
    expect(result.calendar.filter((d) => d.date < today).every((d) => d.minPriceMinor === null)).toBe(true);
  });

  it('prices the cabin and the whole party', async () => {
    const economy = await leg(`${delBom}&sort=cheapest`);
    const business = await leg(`${delBom}&sort=cheapest&cabin=business&adults=2&children=1&childAges=7`);
    expect(business.offers[0].id).toBe(economy.offers[0].id);
    expect(business.offers[0].priceMinor).toBe(Math.round((economy.offers[0].priceMinor * 3.2) / 100) * 100);
    expect(business.offers[0].totalMinor).toBe(
      business.offers[0].priceMinor * 2 + Math.round(business.offers[0].priceMinor * 0.75),
    );
  });

  it('answers a round trip and a multi-city trip leg by leg', async () => {
    const back = addDays(date, 5);
    const round = await search(`${delBom}&returnDate=${back}`);
    expect(round.body.tripType).toBe('round-trip');
    expect(round.body.legs.map((l: Leg) => [l.from, l.to, l.date])).toEqual([
      ['DEL', 'BOM', date],
      ['BOM', 'DEL', back],
    ]);
    expect(round.body.legs[1].offers[0]).toMatchObject({ from: 'BOM', to: 'DEL', date: back });

    const multi = await search(`${delBom}&legs=BOM-DXB-${addDays(date, 2)}&legs=DXB-LHR-${addDays(date, 4)}`);
    expect(multi.status).toBe(200);
    expect(multi.body.tripType).toBe('multi-city');
    expect(multi.body.legs.map((l: Leg) => `${l.from}-${l.to}`)).toEqual(['DEL-BOM', 'BOM-DXB', 'DXB-LHR']);
    expect(multi.body.legs.every((l: Leg) => l.total > 0)).toBe(true);
  });

  it('answers the trip the query names: a one-way search ignores a return date left in the link', async () => {
    const oneWay = await search(`trip=one-way&${delBom}&returnDate=${addDays(date, 5)}`);
    expect(oneWay.status).toBe(200);
    expect(oneWay.body.tripType).toBe('one-way');
    expect(oneWay.body.legs).toHaveLength(1);
  });

  describe('flexible dates and nearby airports', () => {
    const lhrJfk = `from=LHR&to=JFK&date=${date}`;
    /** Every page of a leg, in order. */
    const allOffers = async (query: string) => {
      const offers: Offer[] = [];
      for (let page = 1; ; page++) {
        const result = await leg(`${query}&pageSize=50&page=${page}`);
        offers.push(...result.offers);
        if (!result.hasMore) return offers;
      }
    };

    it('without the flags searches the exact date and the two cities only, as before', async () => {
      const plain = await leg(`${lhrJfk}&pageSize=50`);
      expect(plain).toMatchObject({ departureWindow: { first: date, last: date }, nearby: { from: [], to: [] } });
      expect(plain.total).toBe(await flightsIn(['LHR'], ['JFK'], date, date));
      expect(plain.offers.every((o) => o.from === 'LHR' && o.to === 'JFK' && o.date === date)).toBe(true);
      expect(
        await leg(`${lhrJfk}&pageSize=50&flexibleDates=false&nearbyAirportsFrom=false&nearbyAirportsTo=false`),
      ).toEqual(plain);
    });

    it('with flexibleDates searches 3 days either side: count, facets and the cheapest order cover the week', async () => {
      const flexible = await leg(`${delBom}&flexibleDates=true&sort=cheapest`);
      const first = addDays(date, -3);
      const last = addDays(date, 3);
      expect(flexible.departureWindow).toEqual({ first, last });
      expect(flexible.total).toBe(await flightsIn(['DEL'], ['BOM'], first, last));
      expect(flexible.total).toBeGreaterThan((await leg(delBom)).total);
      expect(flexible.facets.dayTotal).toBe(flexible.total);
      expect(flexible.facets.stops.reduce((sum, s) => sum + s.count, 0)).toBe(flexible.total);

      const offers = await allOffers(`${delBom}&flexibleDates=true&sort=cheapest`);
      expect(offers).toHaveLength(flexible.total);
      const prices = offers.map((o) => o.priceMinor);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(new Set(offers.map((o) => o.date))).toEqual(
        new Set([-3, -2, -1, 0, 1, 2, 3].map((n) => addDays(date, n))),
      );
      expect(flexible.facets.price!.minMinor).toBe(prices[0]);
    });

    it('keeps a flexible window within the inventory: not before today, not after its last day', async () => {
      const soon = await leg(`from=DEL&to=BOM&date=${addDays(today, 1)}&flexibleDates=true`);
      expect(soon.departureWindow).toEqual({ first: today, last: addDays(today, 4) });
      expect(soon.total).toBe(await flightsIn(['DEL'], ['BOM'], today, addDays(today, 4)));
      const late = await leg(`from=DEL&to=BOM&date=${addDays(today, 88)}&flexibleDates=true`);
      expect(late.departureWindow).toEqual({ first: addDays(today, 85), last: addDays(today, 89) });
      expect(late.total).toBe(await flightsIn(['DEL'], ['BOM'], addDays(today, 85), addDays(today, 89)));
    });

    it('with nearbyAirportsFrom and nearbyAirportsTo includes the flights of London Gatwick and Newark', async () => {
      const nearby = await leg(`${lhrJfk}&nearbyAirportsFrom=true&nearbyAirportsTo=true`);
      expect(nearby.nearby).toEqual({ from: ['LGW'], to: ['EWR'] });
      expect(nearby.total).toBe(await flightsIn(['LHR', 'LGW'], ['JFK', 'EWR'], date, date));
      const offers = await allOffers(`${lhrJfk}&nearbyAirportsFrom=true&nearbyAirportsTo=true`);
      expect(new Set(offers.map((o) => `${o.from}-${o.to}`))).toEqual(
        new Set(['LHR-JFK', 'LHR-EWR', 'LGW-JFK', 'LGW-EWR']),
      );
      expect(offers.find((o) => o.from === 'LGW')).toMatchObject({ fromCity: 'London', toCity: 'New York' });

      const fromOnly = await allOffers(`${lhrJfk}&nearbyAirportsFrom=true`);
      expect(new Set(fromOnly.map((o) => `${o.from}-${o.to}`))).toEqual(new Set(['LHR-JFK', 'LGW-JFK']));
    });

    it('applies nearbyAirportsFrom to where a round trip returns to, and combines with flexible', async () => {
      const back = addDays(date, 7);
      const { status, body } = await search(`${lhrJfk}&returnDate=${back}&nearbyAirportsFrom=true&flexibleDates=true`);
      expect(status).toBe(200);
      const [out, ret] = body.legs as Leg[];
      expect(out.nearby).toEqual({ from: ['LGW'], to: [] });
      expect(ret.nearby).toEqual({ from: [], to: ['LGW'] });
      expect(ret.departureWindow).toEqual({ first: addDays(back, -3), last: addDays(back, 3) });
      expect(ret.total).toBe(await flightsIn(['JFK'], ['LHR', 'LGW'], addDays(back, -3), addDays(back, 3)));
    });

    it('offers nearby airports only through the flags, never as a city to pick', async () => {
      const { status, body } = await search(`from=LGW&to=JFK&date=${date}`);
      expect(status).toBe(400);
      expect(body.message).toBe('from must be one of BOM, DEL, BLR, DXB, LHR, JFK, SIN, NRT');
    });
  });

  it.each([
    [`${delBom}&flexibleDates=yes`, 'flexibleDates must be boolean'],
    [`${delBom}&nearbyAirportsFrom=2`, 'nearbyAirportsFrom must be boolean'],
    [`${delBom}&nearbyAirportsTo=1`, 'nearbyAirportsTo must be boolean'],
    [`${delBom}&trip=return`, 'trip must be one of one-way, round-trip, multi-city'],
    [`${delBom}&trip=round-trip`, 'returnDate is required'],
    ['from=DEL&to=BOM', 'date is required'],
    [`from=DEL&to=XYZ&date=${date}`, 'to must be one of BOM, DEL, BLR, DXB, LHR, JFK, SIN, NRT'],
    [`from=DEL&to=DEL&date=${date}`, 'from and to must be different cities'],
    ['from=DEL&to=BOM&date=2020-01-01', 'date cannot be in the past'],
    [`from=DEL&to=BOM&date=${addDays(today, -2)}`, 'date cannot be in the past'],
    [`from=DEL&to=BOM&date=${addDays(today, 90)}`, 'date must be within the next 90 days'],
    [`${delBom}&returnDate=${addDays(today, 90)}`, 'returnDate must be within the next 90 days'],
    ['from=DEL&to=BOM&date=2026-02-30', 'date must be a date as YYYY-MM-DD'],
    [`${delBom}&returnDate=${addDays(date, -1)}`, 'returnDate cannot be before date'],
    [
      `${delBom}&adults=5&children=5&childAges=1&childAges=2&childAges=3&childAges=4&childAges=5`,
      'At most 9 travellers (adults plus children)',
    ],
    [`${delBom}&children=1`, 'Give an age for each child'],
    [`${delBom}&children=1&childAges=18`, "Each child's age must be 0 to 17"],
    [`${delBom}&sort=price`, 'sort must be one of best, cheapest, early, late'],
    [`${delBom}&cabin=luxury`, 'cabin must be one of economy, premium_economy, business, first'],
    [`${delBom}&stops=3`, 'stops must be a list of 0, 1, 2'],
    [`${delBom}&airlines=BA`, 'airlines must be a list of AI, 6E, UK, SG'],
    [`${delBom}&page=0`, 'page must be >= 1'],
    [`${delBom}&minPriceMinor=900000&maxPriceMinor=500000`, 'minPriceMinor cannot be above maxPriceMinor'],
    [`${delBom}&trip=multi-city`, 'legs must list 1 to 4 flights after the first'],
    [`${delBom}&legs=BOM-DXB`, 'legs must look like BOM-DXB-2026-01-12'],
    [`${delBom}&legs=BOM-XYZ-${date}`, 'legs.0.to must be one of BOM, DEL, BLR, DXB, LHR, JFK, SIN, NRT'],
    [`${delBom}&legs=BOM-DXB-${addDays(date, -1)}`, 'legs.0.date cannot be before the flight before it'],
    [`${delBom}&childAges=seven`, 'childAges.0 must be integer'],
  ])('rejects %s with 400: %s', async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    // A schema's refusal also lists its problems (the next test).
    expect(body).toMatchObject({ success: false, message });
  });

  it('lists every parameter the schema refuses, each in plain words', async () => {
    const { status, body } = await search(`${delBom}&flexibleDates=yes&page=0&childAges=seven`);
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      // In the schema's order of the parameters, whatever the query's.
      message: 'childAges.0 must be integer',
      problems: [
        { field: 'childAges[0]', message: "Child 1's age must be a whole number" },
        { field: 'flexibleDates', message: 'Flexible dates must be true or false' },
        { field: 'page', message: 'Page must be at least 1' },
      ],
    });
  });

  it('searches up to the last day of the inventory, and from yesterday for travellers west of the server', async () => {
    const last = await leg(`from=DEL&to=BOM&date=${addDays(today, 89)}`);
    expect(last.total).toBeGreaterThan(0);
    expect((await leg(`from=DEL&to=BOM&date=${addDays(today, -1)}`)).date).toBe(addDays(today, -1));
  });

  it("stops offering a flight sold out by another API process as soon as that process's sale is announced", async () => {
    const day = addDays(today, 12);
    const offers = async () =>
      (await leg(`from=BLR&to=DEL&date=${day}&adults=2&pageSize=50&sort=cheapest`)).offers.map((offer) => offer.id);
    const first = await offers();
    // A different party (not a cached answer) on the same route-day: its flights come from this process's memory.
    expect((await leg(`from=BLR&to=DEL&date=${day}&adults=1&pageSize=50`)).offers.map((o) => o.id)).toContain(first[0]);
    // Another process sold the last seats and announced it: the database and the cache bus are all that is shared.
    await t.app.db.execute(sql`UPDATE flights SET seats_left = 1 WHERE id = ${first[0]}::bigint`);
    await t.app.readCache.invalidate(FLIGHT_SEARCH_CACHE);
    const after = await offers();
    expect(after).not.toContain(first[0]);
    expect(after).toHaveLength(first.length - 1);
    expect(
      (await leg(`from=BLR&to=DEL&date=${day}&adults=1&pageSize=50`)).offers.find((o) => o.id === first[0])?.seatsLeft,
    ).toBe(1);
  });

  it('suggests similar flights on the same route and day', async () => {
    const chosen = (await leg(delBom)).offers[0];
    const res = await t.app.inject({ url: `/api/flights/${chosen.id}/similar` });
    expect(res.statusCode).toBe(200);
    const flights = res.json().flights as SimilarFlight[];
    expect(flights.length).toBe(6);
    expect(flights.every((f) => f.id !== chosen.id && f.from === 'DEL' && f.to === 'BOM' && f.date === date)).toBe(
      true,
    );
    expect(flights.filter((f) => f.priceMinor < chosen.priceMinor).every((f) => f.tag === 'Cheaper')).toBe(true);
    expect((await t.app.inject({ url: '/api/flights/123/similar' })).statusCode).toBe(404);
  });

  it('moves the window forward as days pass, generating the same flights for a day whenever it is generated', async () => {
    const before = (await leg(`from=BLR&to=DXB&date=${addDays(today, 40)}&sort=cheapest&pageSize=50`)).offers;
    const schedules = await dbCount(sql`SELECT count(*)::int AS n FROM flight_schedules`);
    const result = await ensureInventory(t.app.db, addDays(today, 3));
    expect(result.inserted).toBe(3 * schedules);
    expect(result.deleted).toBe(2 * schedules);
    // a day generated again (here: the last 50 days) holds the very same flights
    await t.app.db.execute(sql`DELETE FROM flights WHERE departure_date > ${addDays(today, 39)}::date`);
    await ensureInventory(t.app.db, addDays(today, 3));
    const after = (await leg(`from=BLR&to=DXB&date=${addDays(today, 40)}&sort=cheapest&pageSize=50`)).offers;
    expect(after).toEqual(before);
  });
});
