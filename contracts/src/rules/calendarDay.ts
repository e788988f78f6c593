/** A day written YYYY-MM-DD that is on the calendar ('2030-02-30' and '2030-13-01' are not). */
export function isCalendarDay(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
