/** A date and time as staff in India read it, e.g. 21 Nov 2026, 10:30 am. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** '#' and the last 8 characters of a request id (SPEC section 2). */
export const shortRequestId = (id: string) => `#${id.slice(-8)}`;
