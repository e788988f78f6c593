import { returnPathFrom } from './returnPath';

describe('returnPathFrom', () => {
  it('returns to the page that asked for a login', () => {
    expect(returnPathFrom('?next=%2Fadmin-approval')).toBe('/admin-approval');
    expect(returnPathFrom('?next=/tripjack?tab=recent')).toBe('/tripjack?tab=recent');
  });

  it('goes home without a next path, or when next points at another site', () => {
    expect(returnPathFrom('')).toBe('/');
    expect(returnPathFrom('?next=https://evil.example')).toBe('/');
    expect(returnPathFrom('?next=//evil.example/x')).toBe('/');
    expect(returnPathFrom('?next=/\\evil.example')).toBe('/');
  });
});
