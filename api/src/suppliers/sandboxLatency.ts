/**
 * How long a sandbox supplier takes to answer, drawn between `min` and `max` ms with a long tail, as real API
 * latency runs: most answers come in the first quarter of the range, a few near its end (the 4th power of a uniform
 * draw: median at min + 6% of the range, 1 in 6 beyond its middle).
 */
export function sandboxDelayMs({ min, max }: { min: number; max: number }, random = Math.random): number {
  return min + random() ** 4 * Math.max(0, max - min);
}
