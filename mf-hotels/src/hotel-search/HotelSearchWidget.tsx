import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { addDays, HOTEL_DESTINATIONS, isoDate, matchHotelCity, nightsBetween } from '@travel/contracts/rules';
import { DateField } from '@travel/shared-ui/fields';
import { stayDatesProblem } from '../common/stayDates';
import { DestinationField } from './DestinationField';
import { GuestsPicker } from './GuestsPicker';
import { hotelResultsLink, NO_HOME_FILTERS, type HomeFilters } from './searchLink';
import { completeRooms } from './pickerRooms';
import { useStoredRooms } from './useStoredRooms';
import './HotelSearchWidget.css';

const HOME_STARS = [5, 4, 3];

/**
 * The hotel search form of /hotel-home, also exposed to the shell's home page as ./HotelSearchWidget.
 * Each room's guests are kept in local storage; Search hotels opens /hotel-details with the search in the URL.
 */
export default function HotelSearchWidget({ destinations = HOTEL_DESTINATIONS }: { destinations?: readonly string[] }) {
  const navigate = useNavigate();
  const today = isoDate();
  const [destination, setDestination] = useState('');
  const [checkIn, setCheckIn] = useState(addDays(today, 7));
  const [checkOut, setCheckOut] = useState(addDays(today, 8));
  const [rooms, setRooms] = useStoredRooms();
  const [submitCount, setSubmitCount] = useState(0);
  const [filters, setFilters] = useState<HomeFilters>(NO_HOME_FILTERS);
  const [errors, setErrors] = useState<{ destination?: string; dates?: string }>({});

  const toggleStar = (stars: number) =>
    setFilters((current) => ({
      ...current,
      starRating: current.starRating.includes(stars)
        ? current.starRating.filter((value) => value !== stars)
        : [...current.starRating, stars],
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    const city = destinations.find((name) => name.toLowerCase() === destination.trim().toLowerCase()) ?? undefined;
    const next: typeof errors = {};
    if (!destination.trim()) next.destination = 'Please choose a destination';
    else if (!city || !matchHotelCity(city))
      next.destination = `No destinations found matching "${destination.trim()}"`;
    const datesProblem = stayDatesProblem({ checkIn, checkOut });
    if (datesProblem) next.dates = datesProblem;
    setErrors(next);
    // A child without an age: the guests picker opens at it and says so.
    const guests = completeRooms(rooms);
    if (Object.keys(next).length > 0 || !city || !guests) return;
    navigate(hotelResultsLink({ destination: city, checkIn, checkOut, rooms: guests, filters }));
  };

  return (
    <form className="hh-widget" onSubmit={submit} noValidate aria-label="Search hotels">
      <div className="hh-widget__row">
        <DestinationField
          value={destination}
          onChange={setDestination}
          destinations={destinations}
          error={errors.destination}
        />
        <DateField
          id="hh-check-in"
          className="hh-field"
          labelClassName="hh-label"
          label="Check-in"
          min={today}
          value={checkIn}
          onChange={(event) => {
            setCheckIn(event.target.value);
            if (event.target.value && nightsBetween(event.target.value, checkOut) < 1)
              setCheckOut(addDays(event.target.value, 1));
          }}
        />
        {/* The dates' message names both fields, so it sits under the whole row (below). */}
        <DateField
          id="hh-check-out"
          className="hh-field"
          labelClassName="hh-label"
          label="Check-out"
          min={checkIn ? addDays(checkIn, 1) : today}
          value={checkOut}
          onChange={(event) => setCheckOut(event.target.value)}
          aria-invalid={errors.dates ? true : undefined}
          aria-describedby={errors.dates ? 'hh-dates-error' : undefined}
        />
        <GuestsPicker rooms={rooms} onChange={setRooms} submitCount={submitCount} />
        <button type="submit" className="tp-button hh-widget__submit">
          Search hotels
        </button>
      </div>
      {errors.dates && (
        <p className="tp-field__error" id="hh-dates-error">
          {errors.dates}
        </p>
      )}
      <fieldset className="hh-widget__filters">
        <legend>Filters</legend>
        {HOME_STARS.map((stars) => (
          <label key={stars} className="hh-chip-check">
            <input type="checkbox" checked={filters.starRating.includes(stars)} onChange={() => toggleStar(stars)} />
            {stars} stars
          </label>
        ))}
        <label className="hh-chip-check">
          <input
            type="checkbox"
            checked={filters.freeCancellation}
            onChange={(event) => setFilters({ ...filters, freeCancellation: event.target.checked })}
          />
          Free cancellation
        </label>
        <label className="hh-chip-check">
          <input
            type="checkbox"
            checked={filters.breakfastIncluded}
            onChange={(event) => setFilters({ ...filters, breakfastIncluded: event.target.checked })}
          />
          Breakfast included
        </label>
        <label className="hh-chip-check">
          <input
            type="checkbox"
            checked={filters.dealsTonight}
            onChange={(event) => setFilters({ ...filters, dealsTonight: event.target.checked })}
          />
          Deals tonight
        </label>
      </fieldset>
    </form>
  );
}
