import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryState } from '@travel/shared-ui/api';
import { useIsSignedIn } from '@travel/shared-ui/store';
import type { FlightDisruption } from '@travel/contracts/disruptions';
import { TRIP_TABS, type TripSummary, type TripTab } from '@travel/contracts/trips';
import { newComplaintPath } from '../account/complaints/complaintPaths';
import { useTrips } from './api/getTrips';
import { GuestLookup } from './GuestLookup';
import { useOpenDisruptions } from './schedule-change/api/getOpenDisruptions';
import { ScheduleChangeBanner } from './schedule-change/ScheduleChangeBanner';
import { TravelCredit } from './TravelCredit';
import { tripPath } from './tripTokens';
import { money, statusLabel, tripDates } from './tripTexts';
import './trips.css';

const TAB_LABELS: Record<TripTab, string> = { upcoming: 'Upcoming', completed: 'Completed', cancelled: 'Cancelled' };
const EMPTY: Record<TripTab, string> = {
  upcoming: 'No upcoming trips. Your next booking will show here.',
  completed: 'No completed trips yet.',
  cancelled: 'No cancelled trips.',
};

function TripCard({ trip, changes }: { trip: TripSummary; changes: FlightDisruption[] }) {
  return (
    <li className="trip-card">
      <Link to={tripPath(trip.kind, trip.reference)} className="trip-card__link">
        <span className="trip-card__kind">{trip.kind === 'flight' ? 'Flight' : 'Hotel'}</span>
        <span className="trip-card__title">{trip.title}</span>
        <span className="trip-card__subtitle">{trip.subtitle}</span>
        <span className="trip-card__dates">{tripDates(trip)}</span>
        <span className="trip-card__travellers">{trip.travellers.join(', ')}</span>
        <span className="trip-card__reference">
          Reference <strong>{trip.reference}</strong>
        </span>
        <span className={`trip-status trip-status--${trip.status}`}>{statusLabel(trip.status)}</span>
        <span className="trip-card__total">{money(trip.totalMinor)}</span>
        {trip.demo && <span className="trip-demo">Demo booking</span>}
      </Link>
      {/* Each airline change awaiting an answer, beside the card's link (it holds a link of its own). */}
      {trip.kind === 'flight' &&
        changes
          .filter((change) => change.reference === trip.reference)
          .map((change) => <ScheduleChangeBanner key={change.id} disruption={change} headingLevel={3} />)}
      {/* Beside the card's link, not in it: the complaints desk's form with this booking chosen. */}
      <Link
        to={newComplaintPath(trip)}
        className="trip-card__help"
        aria-label={`Get help with booking ${trip.reference}`}
      >
        Get help
      </Link>
    </li>
  );
}

function TripList() {
  const [tab, setTab] = useState<TripTab>('upcoming');
  const trips = useTrips(true);
  // One call for every booking's changes awaiting an answer; the list shows without them if it fails.
  const open = useOpenDisruptions(true);
  const changes = open.status === 'success' ? open.data : [];
  return (
    <>
      <div role="tablist" aria-label="Trips" className="trips-tabs">
        {TRIP_TABS.map((name) => (
          <button
            key={name}
            role="tab"
            type="button"
            aria-selected={tab === name}
            className={tab === name ? 'trips-tab trips-tab--active' : 'trips-tab'}
            onClick={() => setTab(name)}
          >
            {TAB_LABELS[name]}
          </button>
        ))}
      </div>
      <QueryState
        query={trips}
        isEmpty={(list) => !list.some((trip) => trip.tab === tab)}
        empty={<p className="trips-empty">{EMPTY[tab]}</p>}
      >
        {(list) => (
          <ul className="trips-list" role="tabpanel">
            {list
              .filter((trip) => trip.tab === tab)
              .map((trip) => (
                <TripCard key={`${trip.kind}-${trip.reference}`} trip={trip} changes={changes} />
              ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

/** My Trips: the signed-in traveller's bookings by tab, and the guest look-up. */
export default function MyTripsPage() {
  const signedIn = useIsSignedIn();
  return (
    <div className="trips-page">
      <h1>My Trips</h1>
      {signedIn ? (
        <>
          <TripList />
          <TravelCredit />
        </>
      ) : (
        <p className="trips-muted">
          <Link to="/login?next=%2Fmy-trips">Log in</Link> to see all your trips.
        </p>
      )}
      <GuestLookup />
    </div>
  );
}
