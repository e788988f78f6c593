// Plain values, apart from the schemas so a front end that needs only these does not bundle TypeBox.

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DATE_RANGES = ['today', 'week', 'month', 'all'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/**
 * What the list shows until the admin applies other filters, and what the API assumes when one is left out
 * (the defaults of CancellationListQuery, whose fields CancellationFilter is).
 */
export const DEFAULT_CANCELLATION_FILTER = {
  status: 'pending',
  priority: 'all',
  dateRange: 'today',
} as const;

/** Rows per page of the staff lists (the approval center and refund management). */
export const ADMIN_PAGE_SIZE = 20;
