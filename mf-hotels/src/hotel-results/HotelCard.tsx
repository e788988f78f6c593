import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { deferredDialog } from '@travel/shared-ui/components';
import { fromMinor, Price } from '@travel/shared-ui/money';
import type { HotelCard as HotelCardData } from '@travel/contracts/hotels';
import { NightlyPrice } from '../common/NightlyPrice';
import { Stars } from '../common/Stars';
import { nightsText, roomsText } from '../common/counts';
import { hotelPageLink, type HotelStay } from '../common/hotelStay';
import { useHotelDetails } from './api/getHotelDetails';
import { providerRows, type ProviderRow } from './hotelQuotes';
import './HotelResultsPage.css';

// The photos' dialog comes when the pointer or the focus reaches View photos, or when it is pressed: most visits open
// none, so Modal is not part of the page's first download.
const Modal = deferredDialog(
  () => import('@travel/shared-ui/modal'),
  (entry) => entry.Modal,
);

/** How a provider is paid, as a line of its row says it. */
const PAYMENT_TEXTS: Record<ProviderRow['payment'], string> = { pay_now: 'Pay now', pay_at_hotel: 'Pay at the hotel' };

/**
 * One result: photo, stars, reviews, place, price per night and for the stay, badges, providers and photos.
 * Details and View deal open the hotel's page for the same stay (View deal at its rooms and rates). The providers
 * are our own rate and the quotes suppliers gave for this property (`providers`, cheapest first; our own rate
 * alone by default), each with its total for the stay, how it is paid and its cancellation policy.
 */
export function HotelCard({
  hotel,
  stay,
  providers,
}: {
  hotel: HotelCardData;
  stay: HotelStay;
  providers?: ProviderRow[];
}) {
  const rows = providers ?? providerRows(hotel, new Map(), 0);
  const [providersOpen, setProvidersOpen] = useState(false);
  const [photosOpen, setPhotosOpen] = useState(false);
  // Details are fetched the first time the photos open.
  const [wanted, setWanted] = useState(false);
  const query = useHotelDetails(hotel.id, wanted);
  const details = query.status === 'success' ? query.data : undefined;
  const load = () => (query.status === 'error' ? query.retry() : setWanted(true));
  const toggleProviders = () => setProvidersOpen((open) => !open);
  const panelId = `hh-card-${hotel.id}-panel`;

  return (
    <article className="hh-card" aria-labelledby={`hh-card-${hotel.id}`} data-testid="hotel-card">
      <img
        className="hh-card__image"
        src={hotel.image}
        alt={`${hotel.name}`}
        width={400}
        height={240}
        loading="lazy"
        translate="no"
      />
      <div className="hh-card__body">
        <div className="hh-card__head">
          <h3 id={`hh-card-${hotel.id}`} translate="no">
            {hotel.name}
          </h3>
          <Stars count={hotel.rating} />
          <span className="hh-card__type">{hotel.propertyType}</span>
        </div>
        <p className="hh-card__review">
          <span className="hh-card__score">{hotel.reviewScore.toFixed(1)}</span> {hotel.reviewText}{' '}
          <span className="hh-card__muted">({hotel.reviewCount.toLocaleString('en-IN')} reviews)</span>
        </p>
        <p className="hh-card__location">
          {hotel.location} · {hotel.distanceKm.toFixed(1)} km from {hotel.distanceFrom}
        </p>
        <ul className="hh-badges" aria-label="Deal">
          {hotel.freeCancellation && <li className="hh-badge hh-badge--green">Free cancellation</li>}
          {hotel.payOnArrival && <li className="hh-badge">Pay on arrival</li>}
          {hotel.breakfastIncluded && <li className="hh-badge hh-badge--orange">Breakfast included</li>}
        </ul>
        <div className="hh-card__actions">
          {hotel.hasPhotos && (
            <button
              type="button"
              className="tp-button tp-button--secondary"
              onPointerEnter={Modal.prefetch}
              onFocus={Modal.prefetch}
              onClick={() => (setPhotosOpen(true), load())}
            >
              View photos
            </button>
          )}
          <Link className="tp-button tp-button--secondary" to={hotelPageLink(hotel.id, stay)}>
            Details
          </Link>
        </div>
      </div>
      <div className="hh-card__price">
        {hotel.originalPriceWithTaxesMinor > hotel.pricePerNightWithTaxesMinor && (
          <s className="hh-card__muted" aria-label="Usual price">
            <Price amount={fromMinor(hotel.originalPriceWithTaxesMinor)} />
          </s>
        )}
        <NightlyPrice amountMinor={hotel.pricePerNightWithTaxesMinor} />
        {/* The API's total is the hotel page's for this rate: every room and night, GST and fee (hotelStayPrice). */}
        <span className="hh-card__total">
          <Price amount={fromMinor(hotel.totalPriceMinor)} />{' '}
          {`total for ${roomsText(stay.rooms)}, ${nightsText(hotel.nights)}`}
        </span>
        <span className="hh-card__muted">Taxes and fees included</span>
        <button
          type="button"
          className="hh-link-button"
          aria-expanded={providersOpen}
          aria-controls={panelId}
          onClick={toggleProviders}
        >
          {rows.length === 1 ? 'Compare 1 provider' : `Compare ${rows.length} providers`}
        </button>
        <Link className="tp-button" to={hotelPageLink(hotel.id, stay, 'rooms')}>
          View deal
        </Link>
      </div>
      {providersOpen && (
        <div className="hh-card__panel" id={panelId}>
          <table className="hh-providers">
            <caption className="tp-visually-hidden">{`Providers for ${nightsText(hotel.nights)}, cheapest first`}</caption>
            <thead>
              <tr>
                <th scope="col">Provider</th>
                <th scope="col">Total for the stay</th>
                <th scope="col">Cancellation</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.supplier} data-testid="provider-row">
                  <th scope="row" translate="no">
                    {row.label}
                  </th>
                  <td>
                    <Price amount={fromMinor(row.totalMinor)} />
                    <span className="hh-card__muted"> · {PAYMENT_TEXTS[row.payment]}</span>
                  </td>
                  <td>{row.policy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {photosOpen && (
        <Suspense fallback={null}>
          <Modal title={`Photos of ${hotel.name}`} onClose={() => setPhotosOpen(false)}>
            <div className="hh-photos">
              {(details?.photos ?? [hotel.image]).map((src, i) => (
                <img key={src} src={src} alt={`${hotel.name}, photo ${i + 1}`} width={400} height={240} />
              ))}
            </div>
          </Modal>
        </Suspense>
      )}
    </article>
  );
}
