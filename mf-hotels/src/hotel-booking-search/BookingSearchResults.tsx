import { Spinner } from '@travel/shared-ui/components';
import { HotelCard } from '../hotel-results/HotelCard';
import type { BookingSearchState } from './api/useHotelBookingSearch';

/** The answer to the search: a spinner, the server's message, or the matching hotels. */
export function BookingSearchResults({ state }: { state: BookingSearchState }) {
  const result = state.status === 'done' ? state.result : undefined;
  const perRoom = state.status === 'done' ? state.perRoom : [];
  const stay = result && {
    checkIn: result.checkinDate,
    checkOut: result.checkoutDate,
    adults: result.adults,
    children: result.children,
    rooms: result.rooms,
    childAges: perRoom.flatMap((room) => room.childAges),
    perRoom,
  };
  return (
    <section className="hb-results" aria-labelledby="hb-results-title" aria-live="polite">
      {state.status === 'loading' && <Spinner label="Searching hotels…" />}
      {state.status === 'error' && <p role="alert">{state.message}</p>}
      {result && stay && (
        <>
          <h2 id="hb-results-title">
            {result.total} {result.total === 1 ? 'hotel' : 'hotels'} in {result.city} for {result.adults}{' '}
            {result.adults === 1 ? 'adult' : 'adults'}
            {result.children > 0 ? `, ${result.children} ${result.children === 1 ? 'child' : 'children'}` : ''},{' '}
            {result.rooms} {result.rooms === 1 ? 'room' : 'rooms'}
          </h2>
          {result.hotels.length === 0 ? (
            <p>No hotels match these preferences. Try more star ratings or without free cancellation only.</p>
          ) : (
            <ol className="hh-results__list">
              {result.hotels.map((hotel) => (
                <li key={hotel.id}>
                  <HotelCard hotel={hotel} stay={stay} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
