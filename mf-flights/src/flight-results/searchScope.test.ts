import { nearbyNote, spansDays, windowNote } from './searchScope';

const exact = { departureWindow: { first: '2026-11-27', last: '2026-11-27' }, nearby: { from: [], to: [] } };

describe('what the results header says about the search', () => {
  it('says nothing extra for an exact date between two cities', () => {
    expect(spansDays(exact)).toBe(false);
    expect(windowNote(exact)).toBeNull();
    expect(nearbyNote(exact)).toBeNull();
  });

  it('names the days of a flexible search', () => {
    const flexible = { ...exact, departureWindow: { first: '2026-11-24', last: '2026-11-30' } };
    expect(spansDays(flexible)).toBe(true);
    expect(windowNote(flexible)).toBe('Departing Tue 24 Nov – Mon 30 Nov');
  });

  it('names the nearby airports included', () => {
    expect(nearbyNote({ ...exact, nearby: { from: ['LGW'], to: ['EWR'] } })).toBe(
      'Including nearby airports: London Gatwick (LGW), Newark (EWR)',
    );
  });
});
