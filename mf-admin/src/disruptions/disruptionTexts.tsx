import type {
  DisruptedSlice,
  FlightDisruption,
  StaffDisruption,
  StaffDisruptionState,
} from '@travel/contracts/disruptions';
import { Badge } from '../common/Badge';
import { formatDateTime } from '../common/format';

export const DISRUPTIONS_PAGE = '/admin-disruptions';
export const disruptionPage = (id: string) => `${DISRUPTIONS_PAGE}/change?id=${encodeURIComponent(id)}`;

export const KIND_LABELS: Record<FlightDisruption['kind'], string> = {
  retimed: 'New times',
  renumbered: 'New flight number',
  cancelled: 'Flight cancelled',
};

export const STATE_LABELS: Record<StaffDisruptionState, string> = {
  awaiting: 'Awaiting the traveller',
  accepted: 'Accepted',
  moved: 'Moved to another flight',
  cancelled: 'Cancelled and refunded',
  deadline_passed: 'Deadline passed',
  superseded: 'Replaced by a later change',
};

const STATE_TONES: Record<StaffDisruptionState, string> = {
  awaiting: 'pending',
  accepted: 'approved',
  moved: 'approved',
  cancelled: 'processed',
  deadline_passed: 'overdue',
  superseded: 'low',
};

export const StateBadge = ({ disruption }: { disruption: StaffDisruption }) => (
  <Badge tone={STATE_TONES[disruption.state]}>{STATE_LABELS[disruption.state]}</Badge>
);

/** 'YYYY-MM-DDTHH:mm' (the airport's local time) as '2026-12-20 10:00': no time zone moves it. */
const wallClock = (local: string) => `${local.slice(0, 10)} ${local.slice(11, 16)}`;

/** One flight: its route and numbers as they are, its departure and arrival (the date again when it lands later). */
export function SliceTimes({ slice }: { slice: DisruptedSlice }) {
  const sameDay = slice.arrivingAt.slice(0, 10) === slice.departingAt.slice(0, 10);
  return (
    <span className="dsr__slice">
      <span translate="no">
        {slice.from} → {slice.to} {slice.flightNumbers.join(', ')}
      </span>{' '}
      <br />
      <time dateTime={slice.departingAt}>{wallClock(slice.departingAt)}</time>
      {' – '}
      <time dateTime={slice.arrivingAt}>{sameDay ? slice.arrivingAt.slice(11, 16) : wallClock(slice.arrivingAt)}</time>
    </span>
  );
}

/** The flights of one side of a change; a cancellation without a new flight says so. */
export function Flights({ slices }: { slices: DisruptedSlice[] }) {
  if (slices.length === 0) return <>No flight</>;
  return (
    <>
      {slices.map((slice, index) => (
        <SliceTimes key={index} slice={slice} />
      ))}
    </>
  );
}

export const deadlineLabel = (disruption: StaffDisruption) =>
  disruption.respondBy ? formatDateTime(disruption.respondBy) : 'No deadline set';

/** Who answered: a staff member by name, the traveller, or the deadline; not yet answered. */
export function AnsweredBy({ disruption }: { disruption: StaffDisruption }) {
  const answer = disruption.answeredBy;
  if (!answer) return <>Not answered yet</>;
  if (answer.by === 'system') return <>Nobody: the deadline passed</>;
  return (
    <>
      <span translate="no">{answer.name ?? ''}</span> {answer.by === 'staff' ? '(staff)' : '(traveller)'}
    </>
  );
}
