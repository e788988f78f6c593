/** The page where a traveller answers an airline's change of their flight (no route parameters, as My Trips). */
export const SCHEDULE_CHANGE_PATH = '/my-trips/schedule-change';

/** The review page of one booking's change (`id`), or of its latest open change when none is given. */
export function scheduleChangePath(reference: string, id?: string): string {
  const search = new URLSearchParams({ reference, ...(id ? { change: id } : {}) });
  return `${SCHEDULE_CHANGE_PATH}?${search.toString()}`;
}
