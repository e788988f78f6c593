import { ApiError } from './errors';

/** Where the site's days begin when the reader's time zone is not known: its home, India. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The time zone a query asked for (the default when none), or a 400 that names the parameter. */
export function requestTimeZone(timeZone: string | undefined): string {
  const name = timeZone ?? DEFAULT_TIME_ZONE;
  if (!isTimeZone(name)) throw new ApiError(400, 'timeZone must be an IANA time zone, such as Asia/Kolkata');
  return name;
}
