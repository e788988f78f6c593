import { hotelDealSearchParams } from '@travel/contracts/rules';
import type { FlightDeal, HotelDeal } from './api/getDeals';

/** /flight-details for the one-way search whose cheapest offer is the deal (the results page's query format). */
export function flightDealLink(deal: FlightDeal): string {
  const query = new URLSearchParams({
    trip: 'one-way',
    from: deal.from,
    to: deal.to,
    date: deal.date,
    adults: String(deal.adults),
    cabin: deal.cabin,
    sort: 'cheapest',
  });
  return `/flight-details?${query.toString()}`;
}

/** /hotel-details for the search that lists the deal's hotel first (the results page's query format). */
export function hotelDealLink(deal: HotelDeal): string {
  return `/hotel-details?${hotelDealSearchParams(deal).toString()}`;
}
