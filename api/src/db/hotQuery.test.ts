import { createTestApp, type TestApp } from '../test/testApp';
import { hotQueryRows, type HotStatement } from './rows';

/** hotQueryRows: the hotel search's one query per search, a statement prepared once, on PGlite and PostgreSQL. */
describe('a hot read on the driver', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const dayAfter: HotStatement = {
    name: 'test_day_after',
    text: `SELECT to_char($1::date + 1, 'YYYY-MM-DD') AS day, $2::date - $1::date AS nights`,
  };
  const run = (from: string, to: string) =>
    hotQueryRows<{ day: string; nights: number }>(t.app.db, dayAfter, [from, to]);

  it('answers with its values, calls at once and again, each with its own', async () => {
    const days = ['2030-02-28', '2030-12-31', '2031-03-01', '2032-02-28', '2030-06-15'];
    // The first calls arrive together: one prepares, the others find it prepared (or prepared by another).
    const first = await Promise.all(days.map((day) => run(day, '2033-01-01')));
    expect(first.map(([row]) => row.day)).toEqual([
      '2030-03-01',
      '2031-01-01',
      '2031-03-02',
      '2032-02-29',
      '2030-06-16',
    ]);
    expect(await run('2030-03-01', '2030-03-04')).toEqual([{ day: '2030-03-02', nights: 3 }]);
    expect(await run('2030-03-10', '2030-03-11')).toEqual([{ day: '2030-03-11', nights: 1 }]);
  });

  it('takes a value with quotes in it as that text, never as SQL', async () => {
    const echo: HotStatement = { name: 'test_echo', text: 'SELECT $1::text AS said' };
    const hostile = "x'); DROP TABLE hotels; --";
    const said = (value: string) => hotQueryRows<{ said: string }>(t.app.db, echo, [value]);
    expect(await said(hostile)).toEqual([{ said: hostile }]);
    expect(await said("it's")).toEqual([{ said: "it's" }]);
    const hotels = await hotQueryRows<{ n: string }>(
      t.app.db,
      { name: 'test_count', text: 'SELECT count(*) AS n FROM hotels' },
      [],
    );
    expect(hotels).toHaveLength(1);
  });
});
