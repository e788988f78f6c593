import type { SupplierAnswer } from '@travel/contracts/flights';
import { SupplierError } from './errors';
import type { OfferStore } from './offerStore';
import type { SupplierGuard } from './supplierGuard';

/** A search's state as a results page receives it: the merged offers so far, who answered, who is still asked. */
export interface ScatterResult<Merged> {
  offers: Merged[];
  answers: SupplierAnswer[];
  pending: string[];
  complete: boolean;
}

/** One supplier as a scatter search asks it: its name and label, its search, under its guard. */
export interface ScatterSupplier<Request, Found> {
  name: string;
  label: string;
  search(request: Request, signal: AbortSignal): Promise<Found[]>;
  guard: SupplierGuard;
}

export interface ScatterOptions<Request, Found, Merged> {
  suppliers: ScatterSupplier<Request, Found>[];
  store: OfferStore;
  /** A search's identity: the same search, whatever order the caller wrote it in. */
  key(request: Request): string;
  /** Every supplier's answers so far merged into what the page shows (offers expired at `now` dropped). */
  merge(found: readonly Found[], request: Request, now: Date): Merged[];
  /** When a merged offer stops being sold as it is (its earliest provider's expiry). */
  expiresAt(merged: Merged): string;
  now?: () => Date;
}

type Listener<Merged> = (result: ScatterResult<Merged>) => void;

/** A search being asked now: what it has so far, who follows it, and its end. */
interface UnderWay<Merged> {
  readonly latest: ScatterResult<Merged> | undefined;
  listeners: Set<Listener<Merged>>;
  done: Promise<ScatterResult<Merged>>;
}

const outcomeOf = (error: unknown): SupplierAnswer['outcome'] => {
  const code = error instanceof SupplierError ? error.code : 'unknown';
  return code === 'timeout' ? 'timed_out' : code === 'circuit_open' ? 'skipped' : 'failed';
};

/** Answers kept when no offer bounds them (every supplier found nothing): a minute. */
const EMPTY_ANSWER_TTL_MS = 60_000;
/** An answer some supplier missed is kept briefly, so the supplier is asked again soon. */
const PARTIAL_ANSWER_TTL_MS = 30_000;

/**
 * Scatter and gather, whatever is searched (flights: airSearch.ts, stays: staysSearch.ts): every supplier is asked
 * at once, each under its own deadline and circuit breaker; what they found is merged by `merge`, whose providers
 * are the suppliers that really answered. `onUpdate` sees the merged set grow as each supplier answers (the
 * results pages stream it). A complete answer is kept until its earliest offer expires (30 s at most when a
 * supplier missed it), so a repeated search is answered from the store; an identical search asked while one is
 * under way joins it instead of asking again.
 */
export function scatterSearch<Request, Found, Merged>(options: ScatterOptions<Request, Found, Merged>) {
  const now = options.now ?? (() => new Date());

  async function cached(key: string): Promise<ScatterResult<Merged> | null> {
    const text = await options.store.get(key).catch(() => null);
    if (!text) return null;
    const result = JSON.parse(text) as ScatterResult<Merged>;
    // Offers past their expiry are never shown, even from a store whose clock ran late.
    const at = now().getTime();
    return { ...result, offers: result.offers.filter((offer) => Date.parse(options.expiresAt(offer)) > at) };
  }

  const underWay = new Map<string, UnderWay<Merged>>();

  async function ask(request: Request, key: string, publish: Listener<Merged>) {
    const found: Found[] = [];
    const answers: SupplierAnswer[] = [];
    const pending = new Set(options.suppliers.map((supplier) => supplier.label));
    const snapshot = (): ScatterResult<Merged> => ({
      offers: options.merge(found, request, now()),
      answers: [...answers],
      pending: [...pending],
      complete: pending.size === 0,
    });
    await Promise.all(
      options.suppliers.map(async (supplier) => {
        const started = performance.now();
        let answer: Found[] = [];
        let outcome: SupplierAnswer['outcome'] = 'answered';
        try {
          answer = await supplier.guard.run((signal) => supplier.search(request, signal));
        } catch (error) {
          outcome = outcomeOf(error);
        }
        found.push(...answer);
        pending.delete(supplier.label);
        answers.push({
          supplier: supplier.name,
          label: supplier.label,
          outcome,
          offerCount: answer.length,
          ms: Math.round(performance.now() - started),
        });
        publish(snapshot());
      }),
    );
    const result = snapshot();
    const earliest = Math.min(...result.offers.map((offer) => Date.parse(options.expiresAt(offer))));
    let ttl = Number.isFinite(earliest) ? earliest - now().getTime() : EMPTY_ANSWER_TTL_MS;
    if (result.answers.some((answer) => answer.outcome !== 'answered')) ttl = Math.min(ttl, PARTIAL_ANSWER_TTL_MS);
    await options.store.set(key, JSON.stringify(result), ttl).catch(() => undefined);
    return result;
  }

  async function search(request: Request, onUpdate?: Listener<Merged>): Promise<ScatterResult<Merged>> {
    const key = options.key(request);
    const hit = await cached(key);
    if (hit) {
      onUpdate?.(hit);
      return hit;
    }
    let entry = underWay.get(key);
    if (entry) {
      const latest = entry.latest;
      if (latest) onUpdate?.(latest);
    } else {
      const listeners = new Set<Listener<Merged>>();
      let latest: ScatterResult<Merged> | undefined;
      const done = ask(request, key, (result) => {
        latest = result;
        for (const listener of listeners) listener(result);
      }).finally(() => underWay.delete(key));
      entry = {
        listeners,
        done,
        get latest() {
          return latest;
        },
      };
      underWay.set(key, entry);
    }
    if (onUpdate) entry.listeners.add(onUpdate);
    try {
      return await entry.done;
    } finally {
      if (onUpdate) entry.listeners.delete(onUpdate);
    }
  }

  return {
    search,
    /** Each supplier's circuit and figures, for the admin page. */
    health: () => options.suppliers.map(({ name, label, guard }) => ({ supplier: name, label, ...guard.health() })),
  };
}
