import { QueryState } from '@travel/shared-ui/api';
import { formatDateTime } from '../common/format';
import { useAuditTrail } from './api/getAuditTrail';

/** The booking's history in the detail modal: every recorded step with its time. */
export function AuditTrail({ id, headingId }: { id: string; headingId: string }) {
  const history = useAuditTrail(id);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Booking history</h3>
      <QueryState query={history} isEmpty={(events) => events.length === 0} empty={<p>No history recorded.</p>}>
        {(events) => (
          <ol className="adm-history">
            {events.map((event, index) => (
              <li key={index}>
                <time dateTime={event.at}>{formatDateTime(event.at)}</time> <strong>{event.event}</strong>{' '}
                {event.detail}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
