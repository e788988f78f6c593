/**
 * What every bench prints about latency: percentiles from every response's time (autocannon's own histogram
 * rounds and samples), in one format so the runs read alike.
 */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export interface LatencySummary {
  count: number;
  p50: number;
  p90: number;
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
}

/** Sorts `latencies` in place and summarises them. */
export function summarize(latencies: number[]): LatencySummary {
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p95: percentile(latencies, 95),
    p97_5: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
  };
}

/** `p50 3.1  p90 …  p99 …  max …` (milliseconds). */
export function formatLatencies(summary: LatencySummary): string {
  const ms = (n: number) => n.toFixed(1);
  return (
    `p50 ${ms(summary.p50)}  p90 ${ms(summary.p90)}  p95 ${ms(summary.p95)}  p97.5 ${ms(summary.p97_5)}  ` +
    `p99 ${ms(summary.p99)}  max ${ms(summary.max)}`
  );
}
