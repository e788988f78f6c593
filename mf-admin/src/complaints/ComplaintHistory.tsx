import { COMPLAINT_STATUS_LABELS, type ComplaintEvent, type ComplaintStatusName } from '@travel/contracts/complaints';
import { formatDateTime } from '../common/format';

const status = (value: string | null) => (value && COMPLAINT_STATUS_LABELS[value as ComplaintStatusName]) ?? value;

/** What one recorded change did, in the desk's words. */
function describe(event: ComplaintEvent): string {
  switch (event.action) {
    case 'filed':
      return 'Filed the complaint';
    case 'status':
      return `Status ${status(event.before)} → ${status(event.after)}`;
    case 'message':
      return event.after === 'staff' ? 'Replied to the traveller' : 'Wrote a message';
    case 'assigned':
      return 'Took the ticket';
    case 'resolution':
      return `Resolved: ${event.after ?? ''}`;
    case 'linked': {
      const [kind, id] = (event.after ?? '').split(':');
      return `Linked ${kind === 'refund' ? 'refund' : 'date change'} ${id}`;
    }
    default:
      return event.action;
  }
}

/** Every change to the ticket, oldest first, with who and when: nothing on a ticket is ever deleted. */
export function ComplaintHistory({ events }: { events: ComplaintEvent[] }) {
  return (
    <section className="cmp__panel" aria-labelledby="cmp-history">
      <h2 id="cmp-history">History</h2>
      <ol className="cmp__history" aria-label="History">
        {events.map((event, index) => (
          <li key={index}>
            <span className="cmp__when">{formatDateTime(event.at)}</span>{' '}
            <strong>{event.actor === 'traveller' ? 'Traveller' : (event.actorName ?? 'Staff')}</strong>{' '}
            <span>{describe(event)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
