import { createTestApp, type TestApp } from '../test/testApp';
import { dateLiteral, hotQueryRows, type HotStatement } from './rows';

/** hotQueryRows: the hotel search's one query per search, prepared once on PGlite, with literals on PostgreSQL. */
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
    hotQueryRows<{ day: string; nights: number }>(t.app.db, dayAfter, [dateLiteral(from), dateLiteral(to)]);

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

  it('refuses anything but a day as a literal', () => {
    expect(dateLiteral('2030-03-01')).toBe(`'2030-03-01'::date`);
    for (const bad of ["2030-03-01'; DROP TABLE hotels; --", '2030-3-1', '2030-03-01T00:00', ''])
      expect(() => dateLiteral(bad)).toThrow('not a day');
  });
});
