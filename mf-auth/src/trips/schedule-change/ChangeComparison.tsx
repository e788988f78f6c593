import type { DisruptedSlice, FlightDisruption } from '@travel/contracts/disruptions';
import { flightNumbers, route, wallClock } from './scheduleChangeTexts';

function Cell({ before, now }: { before: string; now: string }) {
  const changed = before !== now;
  return changed ? (
    <td className="schedule-change__changed">
      <strong>{now}</strong> <span className="tp-visually-hidden">(changed)</span>
    </td>
  ) : (
    <td>{now}</td>
  );
}

function SliceRows({
  before,
  after,
  cancelled,
}: {
  before?: DisruptedSlice;
  after?: DisruptedSlice;
  cancelled: boolean;
}) {
  const rows: { label: string; before: string; now: string | undefined }[] = [
    { label: 'Route', before: before ? route(before) : '–', now: after && route(after) },
    { label: 'Flight', before: before ? flightNumbers(before) : '–', now: after && flightNumbers(after) },
    {
      label: 'Departs',
      before: before ? wallClock(before.departingAt) : '–',
      now: after && wallClock(after.departingAt),
    },
    {
      label: 'Arrives',
      before: before ? wallClock(before.arrivingAt) : '–',
      now: after && wallClock(after.arrivingAt),
    },
  ];
  return (
    <>
      {rows.map((row) => (
        <tr key={row.label}>
          <th scope="row">{row.label}</th>
          <td>{row.before}</td>
          {row.now === undefined ? (
            <td className="schedule-change__changed">
              {cancelled && row.label === 'Flight' ? <strong>Cancelled</strong> : '–'}
            </td>
          ) : (
            <Cell before={row.before} now={row.now} />
          )}
        </tr>
      ))}
    </>
  );
}

/** The flights as booked and as the airline changed them, side by side; what changed is in bold. */
export function ChangeComparison({ disruption }: { disruption: FlightDisruption }) {
  const count = Math.max(disruption.before.length, disruption.after.length);
  const cancelled = disruption.kind === 'cancelled';
  return (
    <table className="trip-table schedule-change__table">
      <caption className="tp-visually-hidden">Your flight as booked and now</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">As booked</th>
          <th scope="col">Now</th>
        </tr>
      </thead>
      {Array.from({ length: count }, (_, index) => (
        <tbody key={index}>
          <SliceRows before={disruption.before[index]} after={disruption.after[index]} cancelled={cancelled} />
        </tbody>
      ))}
    </table>
  );
}
