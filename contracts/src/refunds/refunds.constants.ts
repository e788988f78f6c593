import { isCalendarDay } from '../rules/calendarDay';

// Plain values, apart from the schemas so a front end that needs only these does not bundle TypeBox.

/** The refund statuses, as the portal stores and shows them. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed', 'requires_action'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const GATEWAY_NAMES = ['razorpay', 'stripe', 'sandbox'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

/** The reasons of the refund initiation form. */
export const REFUND_REASONS = [
  'customer_request',
  'duplicate_charge',
  'fraudulent',
  'product_unsatisfactory',
  'order_cancelled',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** What was booked: a refund of a flight order or of a hotel booking. */
export const REFUND_PRODUCTS = ['flight', 'hotel'] as const;
export type RefundProduct = (typeof REFUND_PRODUCTS)[number];

/**
 * Refund management's list: which page, and the filters. The page's URL and GET /api/refunds take the same
 * names; a filter left out lists everything. `from` and `to` are days (YYYY-MM-DD), both included, in the
 * reader's time zone.
 */
export interface RefundListFilter {
  page: number;
  status?: RefundStatus;
  product?: RefundProduct;
  gateway?: GatewayName;
  from?: string;
  to?: string;
  /** A booking reference or an email, or part of one. */
  q?: string;
}

/** The longest search text. */
export const REFUND_SEARCH_MAX = 100;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The filter a URL's query says; what is missing or not understood is left out (page 1 by default). */
export function refundListFilterFromSearch(params: URLSearchParams): RefundListFilter {
  const page = Number(params.get('page'));
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDay(value) ? value : undefined;
  };
  const q = (params.get('q') ?? '').trim().slice(0, REFUND_SEARCH_MAX);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    status: oneOf(REFUND_STATUSES, params.get('status')),
    product: oneOf(REFUND_PRODUCTS, params.get('product')),
    gateway: oneOf(GATEWAY_NAMES, params.get('gateway')),
    from: day('from'),
    to: day('to'),
    q: q || undefined,
  };
}

/** The filter as query parameters, leaving out what is not set and page 1, so the URL stays short. */
export function refundListSearch(filter: RefundListFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['status', 'product', 'gateway', 'from', 'to', 'q'] as const) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** What is wrong with a filter that the schema alone cannot see, or null. */
export function refundListFilterProblem(filter: Pick<RefundListFilter, 'from' | 'to'>): string | null {
  if (filter.from !== undefined && !isCalendarDay(filter.from)) return 'The start date must be a date (YYYY-MM-DD)';
  if (filter.to !== undefined && !isCalendarDay(filter.to)) return 'The end date must be a date (YYYY-MM-DD)';
  if (filter.from && filter.to && filter.from > filter.to) return 'The start date must be on or before the end date';
  return null;
}
