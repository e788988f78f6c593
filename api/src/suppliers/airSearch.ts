import type { SupplierAnswer, SupplierSearchProgress } from '@travel/contracts/flights';
import type { AirSearch, AirSupplier, AirSupplierName, SupplierOffer } from './air';
import { SupplierError } from './errors';
import { mergeOffers, type MergedAirOffer } from './mergeOffers';
import type { OfferStore } from './offerStore';
import type { SupplierGuard } from './supplierGuard';

/** How one supplier took part in a search; a search's state as the results page receives it. */
export type { SupplierAnswer };

export interface AirSearchResult extends SupplierSearchProgress {
  offers: MergedAirOffer[];
}

type Listener = (result: AirSearchResult) => void;

/** A search being asked now: what it has so far, who follows it, and its end. */
interface UnderWay {
  readonly latest: AirSearchResult | undefined;
  listeners: Set<Listener>;
  done: Promise<AirSearchResult>;
}

export interface GuardedAirSupplier {
  supplier: AirSupplier;
  guard: SupplierGuard;
}

const outcomeOf = (error: unknown): SupplierAnswer['outcome'] => {
  const code = error instanceof SupplierError ? error.code : 'unknown';
  return code === 'timeout' ? 'timed_out' : code === 'circuit_open' ? 'skipped' : 'failed';
};

/** A search's identity: the same trip and party, whatever order the caller wrote them in. */
export const searchKey = (search: AirSearch) =>
  [
    search.slices.map((s) => `${s.from}-${s.to}-${s.date}`).join(','),
    search.adults,
    search.children,
    search.infants,
    search.cabin,
  ].join(':');

/** Answers kept when no offer bounds them (every supplier found nothing): a minute. */
const EMPTY_ANSWER_TTL_MS = 60_000;
/** An answer some supplier missed is kept briefly, so the supplier is asked again soon. */
const PARTIAL_ANSWER_TTL_MS = 30_000;

/**
 * Scatter and gather: every enabled supplier is asked at once, each under its own deadline and circuit breaker;
 * offers of the same itinerary are merged, their providers being the suppliers that really answered. `onUpdate`
 * sees the merged set grow as each supplier answers (the results page streams it). A complete answer is kept
 * until its earliest offer expires, so a repeated search is answered from the store.
 */
export function airSearch(deps: { suppliers: GuardedAirSupplier[]; store: OfferStore; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const labels = Object.fromEntries(deps.suppliers.map(({ supplier }) => [supplier.name, supplier.label])) as Record<
    AirSupplierName,
    string
  >;

  async function cached(key: string): Promise<AirSearchResult | null> {
    const text = await deps.store.get(key).catch(() => null);
    if (!text) return null;
    const result = JSON.parse(text) as AirSearchResult;
    // Offers past their expiry are never shown, even from a store whose clock ran late.
    const at = now().getTime();
    return { ...result, offers: result.offers.filter((offer) => Date.parse(offer.expiresAt) > at) };
  }

  /** Searches being asked now, by key: an identical search joins the one under way instead of asking again. */
  const underWay = new Map<string, UnderWay>();

  async function ask(request: AirSearch, key: string, publish: (result: AirSearchResult) => void) {
    const offers: SupplierOffer[] = [];
    const answers: SupplierAnswer[] = [];
    const pending = new Set(deps.suppliers.map(({ supplier }) => supplier.label));
    const snapshot = (): AirSearchResult => ({
      offers: mergeOffers(offers, labels, now()),
      answers: [...answers],
      pending: [...pending],
      complete: pending.size === 0,
    });
    await Promise.all(
      deps.suppliers.map(async ({ supplier, guard }) => {
        const started = performance.now();
        let found: SupplierOffer[] = [];
        let outcome: SupplierAnswer['outcome'] = 'answered';
        try {
          found = await guard.run((signal) => supplier.search(request, signal));
        } catch (error) {
          outcome = outcomeOf(error);
        }
        offers.push(...found);
        pending.delete(supplier.label);
        answers.push({
          supplier: supplier.name,
          label: supplier.label,
          outcome,
          offerCount: found.length,
          ms: Math.round(performance.now() - started),
        });
        publish(snapshot());
      }),
    );
    const result = snapshot();
    const earliest = Math.min(...result.offers.map((offer) => Date.parse(offer.expiresAt)));
    let ttl = Number.isFinite(earliest) ? earliest - now().getTime() : EMPTY_ANSWER_TTL_MS;
    if (result.answers.some((answer) => answer.outcome !== 'answered')) ttl = Math.min(ttl, PARTIAL_ANSWER_TTL_MS);
    await deps.store.set(key, JSON.stringify(result), ttl).catch(() => undefined);
    return result;
  }

  async function search(request: AirSearch, onUpdate?: Listener): Promise<AirSearchResult> {
    const key = searchKey(request);
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
      const listeners = new Set<Listener>();
      let latest: AirSearchResult | undefined;
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
    health: () =>
      deps.suppliers.map(({ supplier, guard }) => ({
        supplier: supplier.name,
        label: supplier.label,
        ...guard.health(),
      })),
  };
}

export type AirSearchService = ReturnType<typeof airSearch>;
