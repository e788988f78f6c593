import { checkoutPath } from './checkoutSteps';

describe('checkoutPath', () => {
  it('names the chosen flight in the first step’s address only (the one the shell’s server serves with its code)', () => {
    expect(checkoutPath('travellers', 'AI-2031-0800')).toBe('/flight-checkout?flight=AI-2031-0800');
    expect(checkoutPath('travellers', 'a b&c')).toBe('/flight-checkout?flight=a%20b%26c');
    expect(checkoutPath('seats', 'AI-2031-0800')).toBe('/flight-checkout/seats');
    expect(checkoutPath('review', 'AI-2031-0800')).toBe('/flight-checkout/review');
  });
});
