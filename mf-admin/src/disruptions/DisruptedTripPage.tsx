import { Link, useSearchParams } from 'react-router-dom';
import { QueryState } from '@travel/shared-ui/api';
import { selectCurrentUser, useAppSelector } from '@travel/shared-ui/store';
import type { StaffDisruptionDetail } from '@travel/contracts/disruptions';
import { AdminOnly } from '../access/AdminOnly';
import { formatDateTime, formatMinorAmount } from '../common/format';
import { useMyPermissions } from '../navigation/api/getMyPermissions';
import { useStaffDisruption } from './api/disruptions';
import { DisruptionActions } from './DisruptionActions';
import { AnsweredBy, deadlineLabel, DISRUPTIONS_PAGE, Flights, KIND_LABELS, StateBadge } from './disruptionTexts';
import './Disruptions.css';

function Detail({ disruption }: { disruption: StaffDisruptionDetail }) {
  const user = useAppSelector(selectCurrentUser);
  const permissions = useMyPermissions(user?.role === 'admin' ? user.id : undefined);
  return (
    <>
      <section className="dsr__panel" aria-labelledby="dsr-facts">
        <h2 id="dsr-facts">The change</h2>
        <dl className="dsr__facts">
          <dt>Booking</dt>
          <dd translate="no">{disruption.reference}</dd>
          <dt>Traveller</dt>
          <dd>
            <span translate="no">{disruption.traveller.name}</span>,{' '}
            <span translate="no">{disruption.traveller.email}</span>
          </dd>
          <dt>What changed</dt>
          <dd>{KIND_LABELS[disruption.kind]}</dd>
          <dt>Status</dt>
          <dd>
            <StateBadge disruption={disruption} />
          </dd>
          <dt>Supplier</dt>
          <dd translate="no">{disruption.supplier}</dd>
          <dt>Answer by</dt>
          <dd>{deadlineLabel(disruption)}</dd>
          <dt>If unanswered</dt>
          <dd>{disruption.whenDeadlinePasses}</dd>
          <dt>Detected</dt>
          <dd>{formatDateTime(disruption.detectedAt)}</dd>
          <dt>Answered by</dt>
          <dd>
            <AnsweredBy disruption={disruption} />
            {disruption.choice && <>, {formatDateTime(disruption.choice.at)}</>}
          </dd>
          {disruption.refund && (
            <>
              <dt>Refund</dt>
              <dd>
                {formatMinorAmount(disruption.refund.amountMinor, disruption.refund.currency)}
                {disruption.refund.refundId && (
                  <>
                    {' '}
                    <code>{disruption.refund.refundId}</code>
                  </>
                )}
              </dd>
            </>
          )}
        </dl>
      </section>
      <section className="dsr__panel" aria-labelledby="dsr-flights">
        <h2 id="dsr-flights">Flights</h2>
        <table className="dsr__table">
          <caption className="tp-visually-hidden">The flight as booked and now</caption>
          <thead>
            <tr>
              <th scope="col">As booked</th>
              <th scope="col">Now</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <Flights slices={disruption.before} />
              </td>
              <td>
                <Flights slices={disruption.after} />
              </td>
            </tr>
          </tbody>
        </table>
      </section>
      {permissions.status === 'success' && <DisruptionActions disruption={disruption} roles={permissions.data.roles} />}
    </>
  );
}

function DisruptedTrip() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const disruption = useStaffDisruption(id);
  return (
    <div className="tp-page dsr">
      <p>
        <Link to={DISRUPTIONS_PAGE}>Back to the schedule changes</Link>
      </p>
      <h1>Schedule change</h1>
      <QueryState query={disruption}>{(data) => <Detail disruption={data} />}</QueryState>
    </div>
  );
}

/**
 * /admin-disruptions/change?id=…: one airline change for staff: the flight as booked and now, the supplier's
 * deadline, who answered, and the answers to give for the traveller (each confirmed first). Admins only.
 */
export default function DisruptedTripPage() {
  return (
    <AdminOnly>
      <DisruptedTrip />
    </AdminOnly>
  );
}
