import { farePrice, partyTotal, splitFarePrice } from './fares';

describe('fare maths', () => {
  it('splits the sample Standard fare 70/20/10', () => {
    expect(splitFarePrice(14200)).toEqual({ baseFare: 9940, taxes: 2840, fees: 1420 });
  });

  it('rounds each part down', () => {
    expect(splitFarePrice(5469)).toEqual({ baseFare: 3828, taxes: 1093, fees: 546 });
  });

  it('prices Saver and Flexi from the Standard price as the sample does', () => {
    expect(farePrice(14200, 'Saver')).toBe(12800);
    expect(farePrice(14200, 'Standard')).toBe(14200);
    expect(farePrice(14200, 'Flexi')).toBe(16500);
  });

  it('charges a child three quarters of an adult', () => {
    expect(partyTotal(1000, 2, 1)).toBe(2750);
  });
});
