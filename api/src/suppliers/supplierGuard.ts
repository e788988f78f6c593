import { CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, BrokenCircuitError } from 'cockatiel';
import { SupplierError } from './errors';

export interface GuardOptions {
  /** How long one call may take before it counts as not answered. */
  deadlineMs: number;
  /** Unclear failures in a row (time-outs, 5xx, malformed answers) that open the circuit. */
  failuresToOpen: number;
  /** How long an open circuit skips the supplier before one trial call is let through. */
  openForMs: number;
}

export type CircuitStateName = 'closed' | 'open' | 'half-open';

export interface SupplierHealth {
  circuit: CircuitStateName;
  calls: number;
  failures: number;
  timeouts: number;
  /** Calls not made because the circuit was open. */
  skipped: number;
  p50Ms: number | null;
  p95Ms: number | null;
  lastFailure: { at: string; message: string } | null;
}

const STATE_NAMES: Record<CircuitState, CircuitStateName> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'open',
};

/** How many recent latencies the percentiles are taken over. */
const LATENCY_WINDOW = 200;

export const percentile = (sorted: number[], p: number): number | null =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;

/**
 * One supplier's calls under a deadline and a circuit breaker, with the figures staff see. A definite refusal
 * (the offer is gone, sold out) is an answer, not a failure: only unclear outcomes open the circuit.
 */
export function supplierGuard(label: string, options: GuardOptions) {
  const breaker = circuitBreaker(
    handleWhen((error) => !(error instanceof SupplierError && error.refused)),
    { halfOpenAfter: options.openForMs, breaker: new ConsecutiveBreaker(options.failuresToOpen) },
  );
  const latencies: number[] = [];
  const health = { calls: 0, failures: 0, timeouts: 0, skipped: 0, lastFailure: null as SupplierHealth['lastFailure'] };

  return {
    /**
     * Runs `call` with a signal that ends at the deadline. Throws SupplierError code 'circuit_open' when the
     * supplier is being skipped, 'timeout' when it did not answer in time.
     */
    async run<T>(call: (signal: AbortSignal) => Promise<T>, deadlineMs = options.deadlineMs): Promise<T> {
      const started = performance.now();
      try {
        return await breaker.execute(async () => {
          health.calls++;
          const deadline = AbortSignal.timeout(deadlineMs);
          let timer: NodeJS.Timeout | undefined;
          const late = new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new SupplierError(`${label} did not answer in time.`, 'timeout', false)),
              deadlineMs,
            );
          });
          try {
            // The race ends the wait even when an adapter ignores the signal.
            return await Promise.race([call(deadline), late]);
          } finally {
            clearTimeout(timer);
            latencies.push(performance.now() - started);
            if (latencies.length > LATENCY_WINDOW) latencies.shift();
          }
        });
      } catch (error) {
        if (error instanceof BrokenCircuitError) {
          health.skipped++;
          throw new SupplierError(`${label} is failing and skipped for now.`, 'circuit_open', false);
        }
        const supplierError =
          error instanceof SupplierError
            ? error
            : new SupplierError(`${label}: ${(error as Error).message}`, 'unknown', false);
        if (!supplierError.refused) {
          health.failures++;
          if (supplierError.code === 'timeout') health.timeouts++;
          health.lastFailure = { at: new Date().toISOString(), message: supplierError.message };
        }
        throw supplierError;
      }
    },

    health(): SupplierHealth {
      const sorted = [...latencies].sort((a, b) => a - b);
      const rounded = (value: number | null) => (value === null ? null : Math.round(value));
      return {
        circuit: STATE_NAMES[breaker.state],
        ...health,
        p50Ms: rounded(percentile(sorted, 50)),
        p95Ms: rounded(percentile(sorted, 95)),
      };
    },
  };
}

export type SupplierGuard = ReturnType<typeof supplierGuard>;
