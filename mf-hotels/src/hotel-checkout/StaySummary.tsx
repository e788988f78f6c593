import { formatDay, guestsSummary } from '@travel/contracts/rules';
import type { HotelCheckoutStay } from '@travel/contracts/hotel-checkout';

const day = (iso: string) => formatDay(iso, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * What is being booked: hotel, room, rate, dates and guests, and the cancellation policy in the words kept.
 * `childCount`: the searched children while checkout still asks their ages (the priced stay has none of them yet).
 */
export function StaySummary({ stay, childCount }: { stay: HotelCheckoutStay; childCount?: number }) {
  return (
    <section className="hk-stay" aria-labelledby="hk-stay-title">
      <h2 id="hk-stay-title" translate="no">
        {stay.hotelName}
      </h2>
      <p>{stay.address}</p>
      <dl className="hk-details">
        <dt>Room</dt>
        <dd>{`${stay.rooms} × ${stay.roomName} (${stay.bed})`}</dd>
        <dt>Rate</dt>
        <dd>{stay.rateName}</dd>
        <dt>Meals</dt>
        <dd>{stay.board === 'breakfast' ? 'Breakfast included' : 'Room only'}</dd>
        <dt>Payment</dt>
        <dd>{stay.payment === 'pay_now' ? 'Pay now' : 'Pay at the hotel'}</dd>
        <dt>Check-in</dt>
        <dd>{day(stay.checkIn)}</dd>
        <dt>Check-in from</dt>
        <dd>{stay.checkInTime}</dd>
        <dt>Check-out</dt>
        <dd>{day(stay.checkOut)}</dd>
        <dt>Check-out until</dt>
        <dd>{stay.checkOutTime}</dd>
        <dt>Guests</dt>
        <dd>
          {guestsSummary({ adults: stay.adults, children: childCount ?? stay.childAges.length, rooms: stay.rooms })}
        </dd>
        <dt>Nights</dt>
        <dd>{stay.nights}</dd>
        <dt>Cancellation</dt>
        <dd data-testid="cancellation-policy">{stay.cancellation.text}</dd>
      </dl>
    </section>
  );
}
