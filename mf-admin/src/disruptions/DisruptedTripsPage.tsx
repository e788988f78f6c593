import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryState } from '@travel/shared-ui/api';
import { LoadError, Spinner } from '@travel/shared-ui/components';
import { SelectField } from '@travel/shared-ui/fields';
import { AdminOnly } from '../access/AdminOnly';
import { TableHead } from '../common/TableHead';
import { useDisruptedTrips, type DisruptionFilter } from './api/disruptions';
import { AnsweredBy, deadlineLabel, disruptionPage, Flights, KIND_LABELS, StateBadge } from './disruptionTexts';
import './Disruptions.css';

const COLUMNS = [
  'Booking',
  'Traveller',
  'As booked',
  'Now',
  'What changed',
  'Supplier',
  'Answer by',
  'Status',
  'Answered by',
] as const;
const FILTER_OPTIONS = [
  { value: 'all', label: 'All schedule changes' },
  { value: 'open', label: 'Awaiting an answer' },
];

function DisruptedTrips() {
  const [filter, setFilter] = useState<DisruptionFilter>('all');
  const trips = useDisruptedTrips(filter);
  const forbidden = trips.status === 'error' && trips.httpStatus === 403;
  return (
    <div className="tp-page dsr">
      <header className="dsr__header">
        <h1>Schedule changes</h1>
        <p className="dsr__subtitle">
          Flights the airline changed after they were booked. Those awaiting the traveller come first, the nearest
          supplier deadline first. Open one to answer it for the traveller.
        </p>
      </header>
      <div className="dsr__filters">
        <SelectField
          id="dsr-filter"
          label="Show"
          value={filter}
          options={FILTER_OPTIONS}
          onChange={(event) => setFilter(event.target.value as DisruptionFilter)}
        />
      </div>
      <section aria-labelledby="dsr-list" aria-busy={trips.status === 'loading' || trips.isRefreshing}>
        <h2 id="dsr-list" className="tp-visually-hidden">
          Disrupted trips
        </h2>
        <QueryState
          query={trips}
          loading={<Spinner label="Loading schedule changes…" />}
          error={
            <LoadError
              message={
                forbidden
                  ? 'You do not have permission to see bookings.'
                  : trips.status === 'error'
                    ? trips.message
                    : ''
              }
              onRetry={trips.retry}
            />
          }
          isEmpty={(list) => list.length === 0}
          empty={<p className="dsr__empty">No disrupted trips</p>}
        >
          {(list) => (
            <div className="dsr__table-wrap">
              <table className="dsr__table">
                <caption className="tp-visually-hidden">Disrupted trips</caption>
                <TableHead columns={COLUMNS} />
                <tbody>
                  {list.map((disruption) => (
                    <tr key={disruption.id}>
                      <th scope="row">
                        <Link to={disruptionPage(disruption.id)} translate="no">
                          {disruption.reference}
                        </Link>
                      </th>
                      <td>
                        <span translate="no">{disruption.traveller.name}</span>
                        <br />
                        <span translate="no">{disruption.traveller.email}</span>
                      </td>
                      <td>
                        <Flights slices={disruption.before} />
                      </td>
                      <td>
                        <Flights slices={disruption.after} />
                      </td>
                      <td>{KIND_LABELS[disruption.kind]}</td>
                      <td translate="no">{disruption.supplier}</td>
                      <td>{deadlineLabel(disruption)}</td>
                      <td>
                        <StateBadge disruption={disruption} />
                      </td>
                      <td>
                        <AnsweredBy disruption={disruption} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </section>
    </div>
  );
}

/**
 * /admin-disruptions: every trip whose flight the airline changed (GET /api/admin/disruptions), awaiting the
 * traveller first: the flight as booked and now, the supplier's deadline, where it stands and who answered. Staff
 * who may see bookings (`bookings.view`); the API refuses anyone else.
 */
export default function DisruptedTripsPage() {
  return (
    <AdminOnly>
      <DisruptedTrips />
    </AdminOnly>
  );
}
