import type { DisruptedSlice } from '@travel/contracts/disruptions';
import { flightNumbers, route, wallClock } from './scheduleChangeTexts';

/** '6E 2133 · BOM → DEL, 13 Dec 2026, 07:10 – 13 Dec 2026, 09:20': one line per flight of a slice list. */
export const sliceLine = (slice: DisruptedSlice) =>
  `${flightNumbers(slice)} · ${route(slice)}, ${wallClock(slice.departingAt)} – ${wallClock(slice.arrivingAt)}`;

export function FlightSlices({ slices, label }: { slices: DisruptedSlice[]; label: string }) {
  return (
    <ul aria-label={label}>
      {slices.map((slice, index) => (
        <li key={index}>{sliceLine(slice)}</li>
      ))}
    </ul>
  );
}
