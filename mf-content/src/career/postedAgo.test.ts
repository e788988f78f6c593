import { postedAgo } from './postedAgo';

describe('postedAgo', () => {
  const now = new Date(2026, 10, 22, 23, 59);

  it('counts whole calendar days, whatever the hour', () => {
    expect(postedAgo('2026-11-22', now)).toBe('today');
    expect(postedAgo('2026-11-21', new Date(2026, 10, 22, 0, 1))).toBe('1 day ago');
    expect(postedAgo('2026-11-08', now)).toBe('14 days ago');
  });

  it('moves to months and years as the posting gets older', () => {
    expect(postedAgo('2026-10-01', now)).toBe('1 month ago');
    expect(postedAgo('2025-11-01', now)).toBe('1 year ago');
  });
});
