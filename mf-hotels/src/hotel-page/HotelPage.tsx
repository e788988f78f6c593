import { lazy, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { QueryState } from '@travel/shared-ui/api';
import { LoadError, useDrawnInBrowser, useQueryState } from '@travel/shared-ui/components';
import {
  HOTEL_ID_PATTERN,
  firstHotelPhoto,
  formatDay,
  guestsSummary,
  hotelPhotoPath,
  nightsBetween,
} from '@travel/contracts/rules';
import type { HotelDetails } from '@travel/contracts/hotels';
import { ProvidersTable } from '../common/ProvidersTable';
import { StayDateFields } from '../common/StayDateFields';
import { stayDatesProblem } from '../common/stayDates';
import { Stars } from '../common/Stars';
import { nightsText } from '../common/counts';
import { readHotelStay, stayRooms, stayWithRooms, writeHotelStay, type HotelStay } from '../common/hotelStay';
import { GuestsPicker } from '../hotel-search/GuestsPicker';
import { completeRooms, pickerRoomsOf } from '../hotel-search/pickerRooms';
import { useHotelDetails } from '../hotel-results/api/getHotelDetails';
import { NearScreen } from './NearScreen';
import { PhotoGallery } from './PhotoGallery';
import { RoomsAndRates } from './RoomsAndRates';
import { useHotelRooms } from './api/getHotelRooms';
import '../hotel-results/HotelResultsPage.css';
import './HotelPage.css';

// Far down the page: fetched as they come near (the map's drawing above all).
const HotelReviews = lazy(() =>
  import(/* webpackChunkName: "hotel-reviews" */ './HotelReviews').then((part) => ({ default: part.HotelReviews })),
);
const HotelLocation = lazy(() =>
  import(/* webpackChunkName: "hotel-location" */ './HotelLocation').then((part) => ({ default: part.HotelLocation })),
);

const day = (iso: string) => formatDay(iso, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The first photo's image slot in the frame drawn at build time, which knows no hotel: the shell's server writes the
 * first photo of the link's `hotelId` into it when the id is a hotel id, else leaves the image out (withQueryImages
 * in pageAssembly.ts, docs/performance.md "The first paint"), so the page's largest paint waits for no script.
 */
const FIRST_PHOTO_SLOT = {
  'data-query-src': hotelPhotoPath('{hotelId}', 1),
  'data-query-pattern': HOTEL_ID_PATTERN,
};

/**
 * Blocks the size of what is coming, so nothing jumps when it arrives; in the gallery's place the hotel's first photo,
 * known from the link before the hotel's data (`photo`, none for a link whose id is not a hotel's), where the gallery
 * will show it. Drawn at build time (`slot`) the image is the server's to fill (FIRST_PHOTO_SLOT).
 */
function Skeleton({ photo, slot = false }: { photo?: string; slot?: boolean }) {
  const image = { className: 'hp-gallery__photo', alt: '', width: 800, height: 480, fetchPriority: 'high' } as const;
  return (
    <div className="hp-skeleton" aria-busy="true" aria-label="Loading the hotel…">
      <div className="hp-skeleton__gallery">
        {photo && <img src={photo} {...image} />}
        {/* The slot's two attributes first: the server reads them so (withQueryImages). */}
        {slot && <img {...FIRST_PHOTO_SLOT} {...image} />}
      </div>
      <div className="hp-skeleton__title" />
      <div className="hp-skeleton__text" />
      <div className="hp-skeleton__text" />
    </div>
  );
}

/** Changes the stay in the URL: the rooms and their prices follow. */
function StayBar({ stay, onChange }: { stay: HotelStay; onChange: (stay: HotelStay) => void }) {
  const [draft, setDraft] = useState(stay);
  const [rooms, setRooms] = useState(() => pickerRoomsOf(stayRooms(stay)));
  const [error, setError] = useState('');
  const [submitCount, setSubmitCount] = useState(0);
  useEffect(() => {
    setDraft(stay);
    setRooms(pickerRoomsOf(stayRooms(stay)));
  }, [stay]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    const problem = stayDatesProblem(draft);
    setError(problem ?? '');
    // A child without an age: the guests picker opens at it and says so.
    const guests = completeRooms(rooms);
    if (problem || !guests) return;
    onChange(stayWithRooms(draft, guests));
  };
  return (
    <form className="hh-searchbar hp-staybar" onSubmit={submit} aria-label="Your stay" noValidate>
      <StayDateFields idPrefix="hp" dates={draft} onChange={(dates) => setDraft({ ...draft, ...dates })} />
      <GuestsPicker rooms={rooms} onChange={setRooms} submitCount={submitCount} />
      <button type="submit" className="tp-button">
        Update
      </button>
      {error && (
        <p className="tp-field__error hh-searchbar__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function Providers({ hotel }: { hotel: HotelDetails }) {
  return (
    <section className="hp-section" aria-labelledby="hp-providers">
      <h2 id="hp-providers">
        {hotel.providers.length === 1 ? 'Compare 1 provider' : `Compare ${hotel.providers.length} providers`}
      </h2>
      <ProvidersTable providers={hotel.providers} />
    </section>
  );
}

function Policies({ hotel }: { hotel: HotelDetails }) {
  return (
    <section className="hp-section" aria-labelledby="hp-policies">
      <h2 id="hp-policies">Policies</h2>
      <dl className="hp-policies">
        <dt>Check-in from</dt>
        <dd>{hotel.checkInTime}</dd>
        <dt>Check-out until</dt>
        <dd>{hotel.checkOutTime}</dd>
        <dt>Children</dt>
        <dd>{hotel.childrenPolicy}</dd>
        <dt>Cancellation</dt>
        <dd>
          Each rate below says when it can be cancelled for free and what is charged after; the booking keeps the words
          of the rate you choose. {hotel.cancellationPolicy}
        </dd>
      </dl>
    </section>
  );
}

function Rooms({ hotelId, stay }: { hotelId: string; stay: HotelStay }) {
  const rooms = useHotelRooms(hotelId, stay);
  const { hash } = useLocation();
  const loaded = rooms.status === 'success';
  useEffect(() => {
    if (loaded && hash === '#rooms') document.getElementById('rooms')?.scrollIntoView?.();
  }, [loaded, hash]);
  return (
    <section className="hp-section" id="rooms" aria-labelledby="hp-rooms">
      <h2 id="hp-rooms">Rooms and rates</h2>
      <QueryState
        query={rooms}
        loading={<div className="hp-skeleton__rates" aria-busy="true" aria-label="Loading rooms and rates…" />}
        isEmpty={(reply) => reply.roomTypes.length === 0}
        empty={
          <div className="hh-results__empty">
            <h3>No rooms left for these dates</h3>
            <p>
              Every room that could host your guests is taken on at least one night. Try other dates or fewer rooms.
            </p>
          </div>
        }
      >
        {(reply) => <RoomsAndRates reply={reply} stay={stay} />}
      </QueryState>
    </section>
  );
}

/**
 * /hotel?hotelId=…&checkIn=…&checkOut=…&adults=…&children=…&rooms=…: one hotel for one stay, bookmarkable. Photos,
 * description, amenities, rooms and rates, providers, reviews, location and policies.
 */
export default function HotelPage() {
  const [params, setParams] = useQueryState();
  const hotelId = params.get('hotelId') ?? '';
  // Drawn at build time too (FIRST_PAINT_PATHS), as the frame every hotel first shows, nothing of the link's in it
  // but the first photo the shell's server writes, and inert until React draws the live page.
  const inBrowser = useDrawnInBrowser();
  const stay = useMemo(() => readHotelStay(params), [params]);
  const details = useHotelDetails(hotelId, hotelId !== '');
  const changeStay = (next: HotelStay) => {
    const nextParams = writeHotelStay(next);
    nextParams.set('hotelId', hotelId);
    setParams(nextParams, { replace: true });
  };

  if (!inBrowser)
    return (
      <div className="tp-page hp-page" inert>
        <Skeleton slot />
      </div>
    );
  if (!hotelId)
    return (
      <div className="tp-page hp-page">
        <h1>Choose a hotel</h1>
        <p>
          Search for a stay and open a hotel from the results. <Link to="/hotel-home">Search hotels</Link>
        </p>
      </div>
    );

  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  return (
    <div className="tp-page hp-page">
      <QueryState
        query={details}
        loading={<Skeleton photo={firstHotelPhoto(hotelId)} />}
        error={
          details.status === 'error' && (
            <div>
              <LoadError message={details.message} onRetry={details.retry} />
              <p>
                <Link to="/hotel-home">Search hotels</Link>
              </p>
            </div>
          )
        }
      >
        {(hotel) => (
          <>
            {/* First, where the loading frame shows the first photo before the data: it stays in place. */}
            <PhotoGallery photos={hotel.photos} name={hotel.name} />
            <header className="hp-head">
              <div>
                <h1 translate="no">{hotel.name}</h1>
                <p>
                  <Stars count={hotel.stars} /> <span className="hh-card__type">{hotel.propertyType}</span> ·{' '}
                  {`${hotel.neighbourhood}, ${hotel.city}`}
                </p>
              </div>
              <p className="hp-head__review">
                <span className="hh-card__score">{hotel.reviewScore.toFixed(1)}</span> {hotel.reviewText}
              </p>
            </header>
            <p className="hp-stay">
              <span>{day(stay.checkIn)}</span> – <span>{day(stay.checkOut)}</span> · {nightsText(nights)} ·{' '}
              {guestsSummary(stay)}
            </p>
            <StayBar stay={stay} onChange={changeStay} />
            <section className="hp-section" aria-labelledby="hp-about">
              <h2 id="hp-about">About this hotel</h2>
              <p>{hotel.description}</p>
              <h3>Amenities</h3>
              <ul className="hp-amenities">
                {hotel.amenities.length === 0 && <li>No amenities listed</li>}
                {hotel.amenities.map((amenity) => (
                  <li key={amenity}>{amenity}</li>
                ))}
              </ul>
              {hotel.popularWith.length > 0 && <p>{`Popular with ${hotel.popularWith.join(', ')}`}</p>}
            </section>
            <Rooms hotelId={hotel.id} stay={stay} />
            <Providers hotel={hotel} />
            <NearScreen>
              <HotelReviews hotel={hotel} />
              <HotelLocation hotel={hotel} />
            </NearScreen>
            <Policies hotel={hotel} />
          </>
        )}
      </QueryState>
    </div>
  );
}
