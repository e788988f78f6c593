import { sandboxDelayMs } from './sandboxLatency';

describe('how long a sandbox supplier takes', () => {
  it('stays within its range, with most answers early and a long tail', () => {
    const range = { min: 300, max: 1_800 };
    expect(sandboxDelayMs(range, () => 0)).toBe(300);
    expect(sandboxDelayMs(range, () => 0.5)).toBe(300 + 1_500 / 16);
    expect(sandboxDelayMs(range, () => 0.999_999)).toBeCloseTo(1_800, 0);
    const draws = Array.from({ length: 2_000 }, () => sandboxDelayMs(range));
    const overOneSecond = draws.filter((ms) => ms > 1_000).length / draws.length;
    expect(overOneSecond).toBeGreaterThan(0.1);
    expect(overOneSecond).toBeLessThan(0.25);
  });
});
