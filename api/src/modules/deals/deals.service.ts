import {
  FLIGHT_CITY_CODES,
  GUEST_RATING,
  HOTEL_CITIES,
  HOTEL_COUNTRY_OF,
  addDays,
  cityName,
  isoDate,
} from '@travel/contracts/rules';
import { LruMemo } from '../../cache/memo';
import type { FlightsService } from '../flights/flights.service';
import type { HotelsService } from '../hotels/hotels.service';

/** How far ahead the flight deals look: the page says "in the next 4 weeks". */
export const DEAL_WEEKS = 4;

/** The site's travellers start in India: flight deals leave from the search's Indian cities. */
export const DEAL_ORIGINS = ['BOM', 'DEL', 'BLR'] as const;

const COUNTRY_OF_AIRPORT: Record<string, string> = {
  BOM: 'India',
  DEL: 'India',
  BLR: 'India',
  DXB: 'United Arab Emirates',
  LHR: 'United Kingdom',
  JFK: 'United States',
  SIN: 'Singapore',
  NRT: 'Japan',
};

/** A drawn picture of a destination (see deals.routes): 'New York' -> /api/deals/images/new-york.svg. */
export const destinationImage = (city: string) =>
  `/api/deals/images/${city.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;

/** The search each hotel deal comes from: the results page's defaults (2 adults, 1 room, rating 7+), cheapest first. */
const HOTEL_DEAL_GUESTS = { adults: 2, children: 0, rooms: 1 } as const;

/** Deals from the flights' and hotels' own services (app.flights, app.hotels). */
export interface DealsDeps {
  flights: Pick<FlightsService, 'cheapestPerDestination'>;
  hotels: Pick<HotelsService, 'search'>;
}

export function dealsService({ flights, hotels }: DealsDeps) {
  async function computeFlightDeals(today: string) {
    const first = addDays(today, 1);
    const last = addDays(today, DEAL_WEEKS * 7);
    const fares = await flights.cheapestPerDestination(DEAL_ORIGINS, FLIGHT_CITY_CODES, first, last);
    return {
      weeks: DEAL_WEEKS,
      window: { first, last },
      deals: fares
        .map((fare) => ({
          from: fare.from,
          fromCity: cityName(fare.from),
          to: fare.to,
          toCity: cityName(fare.to),
          country: COUNTRY_OF_AIRPORT[fare.to] ?? '',
          image: destinationImage(cityName(fare.to)),
          date: fare.date,
          cabin: 'economy' as const,
          adults: 1,
          priceMinor: fare.economyFareMinor,
          currency: 'INR' as const,
        }))
        .sort((a, b) => a.priceMinor - b.priceMinor),
    };
  }

  async function computeHotelDeals(today: string) {
    const checkIn = addDays(today, 7);
    const checkOut = addDays(checkIn, 1);
    const deals = await Promise.all(
      HOTEL_CITIES.map(async (city) => {
        const result = await hotels.search({
          destination: city,
          checkIn,
          checkOut,
          ...HOTEL_DEAL_GUESTS,
          minRating: GUEST_RATING.default,
          sort: 'cheapest',
          page: 1,
          pageSize: 1,
        });
        const hotel = result.hotels[0];
        if (!hotel) return [];
        return [
          {
            hotelId: hotel.id,
            name: hotel.name,
            city,
            country: HOTEL_COUNTRY_OF[city] ?? '',
            neighbourhood: hotel.neighbourhood,
            propertyType: hotel.propertyType,
            stars: hotel.rating,
            reviewScore: hotel.reviewScore,
            image: hotel.image,
            pricePerNightMinor: hotel.pricePerNightMinor,
            pricePerNightWithTaxesMinor: hotel.pricePerNightWithTaxesMinor,
            currency: 'INR' as const,
            search: { checkIn, checkOut, ...HOTEL_DEAL_GUESTS, minRating: GUEST_RATING.default },
          },
        ];
      }),
    );
    return { deals: deals.flat().sort((a, b) => a.pricePerNightMinor - b.pricePerNightMinor) };
  }

  // The inventory's prices never change once generated, so a day's deals are worked out once that day
  // (two days kept: requests still on yesterday's date around midnight).
  const flightDealsByDay = new LruMemo<Awaited<ReturnType<typeof computeFlightDeals>>>(2);
  const hotelDealsByDay = new LruMemo<Awaited<ReturnType<typeof computeHotelDeals>>>(2);

  return {
    /** Per destination, the cheapest one-way economy fare for one adult from DEAL_ORIGINS in the next DEAL_WEEKS. */
    flightDeals(today = isoDate()) {
      return flightDealsByDay.get(today, () => computeFlightDeals(today));
    },
    /** Per destination, the cheapest hotel the results page's default search finds. */
    hotelDeals(today = isoDate()) {
      return hotelDealsByDay.get(today, () => computeHotelDeals(today));
    },
  };
}

export type DealsService = ReturnType<typeof dealsService>;
