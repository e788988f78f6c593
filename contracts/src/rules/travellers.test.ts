import { canAddAdult, canAddChild, travellersError, travellersLabel, withChildren } from './travellers';

describe('traveller rules', () => {
  it('accepts 1 adult and no children', () => {
    expect(travellersError({ adults: 1, children: 0, childAges: [] })).toBeNull();
  });

  it('needs at least one adult and at most nine', () => {
    expect(travellersError({ adults: 0, children: 0, childAges: [] })).toBe('At least 1 adult must travel');
    expect(travellersError({ adults: 10, children: 0, childAges: [] })).toBe('At most 9 adults can travel');
  });

  it('allows at most six children and nine travellers together', () => {
    expect(travellersError(withChildren({ adults: 1, children: 0, childAges: [] }, 7))).toBe(
      'At most 6 children can travel',
    );
    expect(travellersError(withChildren({ adults: 4, children: 0, childAges: [] }, 6))).toBe(
      'At most 9 travellers (adults plus children)',
    );
    expect(travellersError(withChildren({ adults: 3, children: 0, childAges: [] }, 6))).toBeNull();
  });

  it('needs an age from 0 to 17 for each child', () => {
    expect(travellersError({ adults: 1, children: 2, childAges: [4] })).toBe('Give an age for each child');
    expect(travellersError({ adults: 1, children: 1, childAges: [18] })).toBe("Each child's age must be 0 to 17");
    expect(travellersError({ adults: 1, children: 1, childAges: [0] })).toBeNull();
  });

  it('disables adding once a cap is reached', () => {
    expect(canAddAdult({ adults: 9, children: 0, childAges: [] })).toBe(false);
    expect(canAddAdult({ adults: 5, children: 4, childAges: [1, 2, 3, 4] })).toBe(false);
    expect(canAddChild({ adults: 2, children: 6, childAges: [1, 1, 1, 1, 1, 1] })).toBe(false);
    expect(canAddChild({ adults: 8, children: 0, childAges: [] })).toBe(true);
  });

  it('keeps chosen ages when the number of children changes', () => {
    expect(withChildren({ adults: 1, children: 2, childAges: [3, 9] }, 1).childAges).toEqual([3]);
    expect(withChildren({ adults: 1, children: 1, childAges: [3] }, 2).childAges).toEqual([3, 5]);
    expect(travellersLabel({ adults: 2, children: 1, childAges: [3] })).toBe('2 Adults, 1 Child');
  });
});
