import { Link } from 'react-router-dom';
import { fromMinor, Price } from '@travel/shared-ui/money';
import type { HotelRoomsReply, RatePlanView, RoomTypeView } from '@travel/contracts/hotels';
import { nightsText, roomsText } from '../common/counts';
import { NightlyPrice } from '../common/NightlyPrice';
import { hotelCheckoutLink, type HotelStay } from '../common/hotelStay';

const FEW_ROOMS_LEFT = 5;

const boardText = (rate: RatePlanView) => (rate.board === 'breakfast' ? 'Breakfast included' : 'Room only');
const paymentText = (rate: RatePlanView) => (rate.payment === 'pay_now' ? 'Pay now' : 'Pay at the hotel');

function RoomCell({ room }: { room: RoomTypeView }) {
  return (
    <div className="hp-room">
      <h3 translate="no">{room.name}</h3>
      {room.photos[0] && <img src={room.photos[0]} alt={`${room.name}`} width={160} height={96} loading="lazy" />}
      <ul className="hp-room__facts">
        <li>{room.bed}</li>
        <li>{`${room.sizeSqm} m²`}</li>
        <li>
          {room.maxChildren === 1
            ? `Sleeps ${room.maxOccupancy}: up to ${room.maxAdults} adults, 1 child`
            : `Sleeps ${room.maxOccupancy}: up to ${room.maxAdults} adults, ${room.maxChildren} children`}
        </li>
        {room.amenities.map((amenity) => (
          <li key={amenity}>{amenity}</li>
        ))}
      </ul>
      {room.roomsLeft <= FEW_ROOMS_LEFT && (
        <p className="hp-room__left">
          {room.roomsLeft === 1 ? 'Only 1 room left' : `Only ${room.roomsLeft} rooms left`}
        </p>
      )}
    </div>
  );
}

/**
 * Every room type that can host the stay, each with its rate plans: board, cancellation in the words the booking
 * will keep, when it is paid, the price per night and the stay's total with taxes. Reserve opens the checkout.
 */
export function RoomsAndRates({ reply, stay }: { reply: HotelRoomsReply; stay: HotelStay }) {
  const roomsWord = roomsText(reply.rooms);
  const nightsWord = nightsText(reply.nights);
  return (
    <table className="hp-rates">
      <caption>{`Rooms and rates for ${roomsWord}, ${nightsWord}`}</caption>
      <thead>
        <tr>
          <th scope="col">Room type</th>
          <th scope="col">Your choices</th>
          <th scope="col">Price</th>
          <th scope="col">
            <span className="tp-visually-hidden">Reserve</span>
          </th>
        </tr>
      </thead>
      {reply.roomTypes.map((room) => (
        <tbody key={room.id}>
          {room.rates.map((rate, i) => (
            <tr key={rate.id} data-testid="rate-row">
              {i === 0 && (
                <th scope="rowgroup" rowSpan={room.rates.length}>
                  <RoomCell room={room} />
                </th>
              )}
              <td>
                <p className="hp-rate__name">{rate.name}</p>
                <ul className="hh-badges">
                  <li className={`hh-badge${rate.board === 'breakfast' ? ' hh-badge--orange' : ''}`}>
                    {boardText(rate)}
                  </li>
                  <li className={`hh-badge${rate.cancellation.rules.type === 'refundable' ? ' hh-badge--green' : ''}`}>
                    {rate.cancellation.rules.type === 'refundable' ? 'Free cancellation' : 'Non-refundable'}
                  </li>
                  <li className="hh-badge">{paymentText(rate)}</li>
                </ul>
                <p className="hp-rate__policy">{rate.cancellation.text}</p>
              </td>
              <td className="hp-rate__price">
                <NightlyPrice amountMinor={rate.pricePerNightWithTaxesMinor} />
                <span className="hh-card__total">
                  <Price amount={fromMinor(rate.stay.totalMinor)} /> {`total for ${roomsWord}, ${nightsWord}`}
                </span>
                <span className="hh-card__muted">
                  Includes <Price amount={fromMinor(rate.stay.gstMinor + rate.stay.feesMinor)} /> taxes and fees
                </span>
              </td>
              <td>
                <Link
                  className="tp-button"
                  to={hotelCheckoutLink({ hotelId: reply.hotelId, roomTypeId: room.id, ratePlanId: rate.id }, stay)}
                  aria-label={`Reserve ${room.name}, ${rate.name}`}
                >
                  Reserve
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
