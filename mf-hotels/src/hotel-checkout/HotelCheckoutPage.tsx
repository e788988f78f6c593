import { lazy, Suspense, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '@travel/shared-ui/components';
import { readRateChoice } from '../common/hotelStay';

// A visit without a chosen room only says so: the checkout itself (its form library included) loads when there
// is one, as the flight checkout's no-flight visit does (docs/performance.md, "The first paint").
const HotelCheckout = lazy(() => import(/* webpackChunkName: "hotel-checkout-steps" */ './HotelCheckout'));

/**
 * /hotel-checkout?hotelId=…&roomTypeId=…&ratePlanId=…&checkIn=…: the guests' details with the all-inclusive price
 * and a coupon, then a 15-minute hold to pay now or guarantee a pay-at-the-hotel rate.
 */
export default function HotelCheckoutPage() {
  const [params] = useSearchParams();
  const choice = useMemo(() => readRateChoice(params), [params]);
  if (!choice.hotelId || !choice.roomTypeId || !choice.ratePlanId)
    return (
      <div className="tp-page">
        <h1>Choose a room first</h1>
        <p>
          Open a hotel and pick a room and rate. <Link to="/hotel-home">Search hotels</Link>
        </p>
      </div>
    );
  return (
    <Suspense fallback={<Spinner label="Checking the price…" />}>
      <HotelCheckout />
    </Suspense>
  );
}
