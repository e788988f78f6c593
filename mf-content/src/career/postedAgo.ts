import { differenceInCalendarDays, formatDistanceStrict, parseISO, startOfDay } from 'date-fns';

/** 'today', '3 days ago', '1 month ago': the time from a YYYY-MM-DD posting day to `now`, in whole days or more. */
export function postedAgo(postedOn: string, now: Date): string {
  const posted = parseISO(postedOn);
  const today = startOfDay(now);
  if (differenceInCalendarDays(today, posted) <= 0) return 'today';
  return formatDistanceStrict(posted, today, { addSuffix: true, roundingMethod: 'floor' });
}
