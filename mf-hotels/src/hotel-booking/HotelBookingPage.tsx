import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ALL_RATINGS,
  BOOKING_CURRENCIES,
  BOOKING_LIMITS,
  HOTEL_CITIES,
  NATIONALITIES,
  Spinner,
  addDays,
  apiErrorMessage,
  buildHotelSearchRequest,
  canAddRoom,
  canRemoveRoom,
  emptyRoom,
  isoDate,
  matchHotelCity,
  validateHotelBookingForm,
  type BookingFormErrors,
  type HotelBookingFormValues,
  type RoomFormValues,
} from '@travel/shared-ui';
import { submitHotelSearch, type HotelRequestResult } from '../api/hotelsApi';
import { HotelCard } from '../hotel-results/HotelCard';
import '../hotel-search/HotelSearchWidget.css';
import './HotelBookingPage.css';

function initialValues(params: URLSearchParams): HotelBookingFormValues {
  const checkIn = params.get('checkIn') ?? '';
  return {
    checkinDate: checkIn,
    checkoutDate: params.get('checkOut') ?? (checkIn ? addDays(checkIn, 1) : ''),
    city: matchHotelCity(params.get('city') ?? '') ?? '',
    nationality: 'IN',
    currency: 'INR',
    rooms: [emptyRoom()],
    ratings: [],
    fsc: false,
    sync: true,
  };
}

const numberOrBlank = (text: string): number | '' => (text === '' ? '' : Number(text));

/** /hotel-booking: the detailed search form of SPEC 5, sending the SPEC 3 request and listing the answer. */
export default function HotelBookingPage() {
  const [params] = useSearchParams();
  const [values, setValues] = useState<HotelBookingFormValues>(() => initialValues(params));
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<'idle' | 'loading' | 'done' | 'error'>('idle');
  const [serverError, setServerError] = useState('');
  const [result, setResult] = useState<HotelRequestResult>();
  const today = isoDate(new Date());

  const change = (next: Partial<HotelBookingFormValues>) => {
    const updated = { ...values, ...next };
    setValues(updated);
    if (submitted) setErrors(validateHotelBookingForm(updated, today));
  };
  const changeRoom = (index: number, next: Partial<RoomFormValues>) =>
    change({ rooms: values.rooms.map((room, i) => (i === index ? { ...room, ...next } : room)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateHotelBookingForm(values, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus('loading');
    setServerError('');
    try {
      setResult(await submitHotelSearch(buildHotelSearchRequest(values)));
      setStatus('done');
    } catch (error) {
      setServerError(apiErrorMessage(error));
      setStatus('error');
    }
  };

  const fieldError = (name: keyof BookingFormErrors & string, id: string) =>
    typeof errors[name] === 'string' ? (
      <span className="tp-field__error" id={id}>
        {errors[name] as string}
      </span>
    ) : null;

  return (
    <div className="tp-page hb-page">
      <h1>Hotel booking</h1>
      <p>Tell us about your stay and we search every provider for rooms that fit.</p>
      <form className="hb-form" onSubmit={submit} noValidate aria-label="Hotel booking search">
        <div className="hb-grid">
          <div className="tp-field">
            <label htmlFor="hb-checkin">Check-in date *</label>
            <input
              id="hb-checkin"
              type="date"
              min={today}
              value={values.checkinDate}
              aria-invalid={Boolean(errors.checkinDate)}
              aria-describedby="hb-checkin-error"
              onChange={(event) => change({ checkinDate: event.target.value })}
            />
            {fieldError('checkinDate', 'hb-checkin-error')}
          </div>
          <div className="tp-field">
            <label htmlFor="hb-checkout">Check-out date *</label>
            <input
              id="hb-checkout"
              type="date"
              min={values.checkinDate ? addDays(values.checkinDate, 1) : today}
              value={values.checkoutDate}
              aria-invalid={Boolean(errors.checkoutDate)}
              aria-describedby="hb-checkout-error"
              onChange={(event) => change({ checkoutDate: event.target.value })}
            />
            {fieldError('checkoutDate', 'hb-checkout-error')}
          </div>
          <div className="tp-field">
            <label htmlFor="hb-city">City *</label>
            <select
              id="hb-city"
              value={values.city}
              aria-invalid={Boolean(errors.city)}
              aria-describedby="hb-city-error"
              onChange={(event) => change({ city: event.target.value })}
            >
              <option value="">Choose a city</option>
              {HOTEL_CITIES.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
            {fieldError('city', 'hb-city-error')}
          </div>
          <div className="tp-field">
            <label htmlFor="hb-nationality">Nationality *</label>
            <select
              id="hb-nationality"
              value={values.nationality}
              aria-invalid={Boolean(errors.nationality)}
              aria-describedby="hb-nationality-error"
              onChange={(event) => change({ nationality: event.target.value })}
            >
              <option value="">Choose a nationality</option>
              {NATIONALITIES.map((nationality) => (
                <option key={nationality.code} value={nationality.code}>
                  {nationality.name}
                </option>
              ))}
            </select>
            {fieldError('nationality', 'hb-nationality-error')}
          </div>
          <div className="tp-field">
            <label htmlFor="hb-currency">Currency *</label>
            <select
              id="hb-currency"
              value={values.currency}
              aria-invalid={Boolean(errors.currency)}
              aria-describedby="hb-currency-error"
              onChange={(event) => change({ currency: event.target.value })}
            >
              <option value="">Choose a currency</option>
              {BOOKING_CURRENCIES.map((code) => (
                <option key={code} value={code} translate="no">
                  {code}
                </option>
              ))}
            </select>
            {fieldError('currency', 'hb-currency-error')}
          </div>
        </div>

        <fieldset className="hb-rooms">
          <legend>{`Rooms (${values.rooms.length} of ${BOOKING_LIMITS.maxRooms})`}</legend>
          {values.rooms.map((room, index) => {
            const roomErrors = errors.roomErrors?.[index] ?? {};
            const prefix = `hb-room-${index}`;
            return (
              <div className="hb-room" key={index} role="group" aria-label={`Room ${index + 1}`}>
                <h2 className="hb-room__title">Room {index + 1}</h2>
                <div className="tp-field">
                  <label htmlFor={`${prefix}-adults`}>Adults *</label>
                  <input
                    id={`${prefix}-adults`}
                    type="number"
                    min={BOOKING_LIMITS.minAdults}
                    max={BOOKING_LIMITS.maxAdults}
                    value={room.adults}
                    aria-invalid={Boolean(roomErrors.adults)}
                    aria-describedby={`${prefix}-adults-error`}
                    onChange={(event) => changeRoom(index, { adults: numberOrBlank(event.target.value) })}
                  />
                  {roomErrors.adults && (
                    <span className="tp-field__error" id={`${prefix}-adults-error`}>
                      {roomErrors.adults}
                    </span>
                  )}
                </div>
                <div className="tp-field">
                  <label htmlFor={`${prefix}-children`}>Children</label>
                  <input
                    id={`${prefix}-children`}
                    type="number"
                    min={BOOKING_LIMITS.minChildren}
                    max={BOOKING_LIMITS.maxChildren}
                    value={room.children}
                    aria-invalid={Boolean(roomErrors.children)}
                    aria-describedby={`${prefix}-children-error`}
                    onChange={(event) => {
                      const children = numberOrBlank(event.target.value);
                      changeRoom(index, { children, childAges: children === 0 ? '' : room.childAges });
                    }}
                  />
                  {roomErrors.children && (
                    <span className="tp-field__error" id={`${prefix}-children-error`}>
                      {roomErrors.children}
                    </span>
                  )}
                </div>
                <div className="tp-field">
                  <label htmlFor={`${prefix}-ages`}>Children ages (comma-separated)</label>
                  <input
                    id={`${prefix}-ages`}
                    type="text"
                    inputMode="numeric"
                    placeholder="e.g. 4, 9"
                    value={room.childAges}
                    disabled={!room.children}
                    aria-invalid={Boolean(roomErrors.childAges)}
                    aria-describedby={`${prefix}-ages-error`}
                    onChange={(event) => changeRoom(index, { childAges: event.target.value })}
                  />
                  {roomErrors.childAges && (
                    <span className="tp-field__error" id={`${prefix}-ages-error`}>
                      {roomErrors.childAges}
                    </span>
                  )}
                </div>
                {canRemoveRoom(values.rooms) && (
                  <button
                    type="button"
                    className="tp-button tp-button--secondary hb-room__remove"
                    onClick={() => change({ rooms: values.rooms.filter((_, i) => i !== index) })}
                  >
                    Remove room {index + 1}
                  </button>
                )}
              </div>
            );
          })}
          <button
            type="button"
            className="tp-button tp-button--secondary"
            disabled={!canAddRoom(values.rooms)}
            onClick={() => change({ rooms: [...values.rooms, emptyRoom()] })}
          >
            Add room
          </button>
        </fieldset>

        <fieldset className="hb-ratings">
          <legend>Star ratings (none chosen means all five)</legend>
          {ALL_RATINGS.map((rating) => (
            <label key={rating} className="hh-chip-check">
              <input
                type="checkbox"
                checked={values.ratings.includes(rating)}
                onChange={() =>
                  change({
                    ratings: values.ratings.includes(rating)
                      ? values.ratings.filter((r) => r !== rating)
                      : [...values.ratings, rating],
                  })
                }
              />
              {rating} {rating === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </fieldset>

        <div className="hb-checks">
          <label>
            <input type="checkbox" checked={values.fsc} onChange={(event) => change({ fsc: event.target.checked })} />{' '}
            Free cancellation only (fsc)
          </label>
          <label>
            <input type="checkbox" checked={values.sync} onChange={(event) => change({ sync: event.target.checked })} />{' '}
            Synchronous search (sync)
          </label>
        </div>

        <button type="submit" className="tp-button" disabled={status === 'loading'}>
          {status === 'loading' ? 'Searching…' : 'Search hotels'}
        </button>
      </form>

      <section className="hb-results" aria-labelledby="hb-results-title" aria-live="polite">
        {status === 'loading' && <Spinner label="Searching hotels…" />}
        {status === 'error' && <p role="alert">{serverError}</p>}
        {status === 'done' && result && (
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
                    <HotelCard
                      hotel={hotel}
                      bookingLink={`/hotel-details?destination=${encodeURIComponent(result.city)}`}
                    />
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </section>
    </div>
  );
}
