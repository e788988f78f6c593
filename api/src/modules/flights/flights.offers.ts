import {
  airlineName,
  cabinLabel,
  cabinPriceFactor,
  cityName,
  formatDuration,
  OWN_SELLER_NAME,
  partyTotal,
  type CabinClass,
} from '@travel/contracts/rules';
import type { FlightOffer, ProviderOption } from '@travel/contracts/flights';
import type { FlightRow } from './flights.repository';

export type { FlightOffer, ProviderOption };

export interface PricedFor {
  cabin: CabinClass;
  adults: number;
  children: number;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Economy paise to the cabin's paise, in whole rupees. */
export const cabinPriceMinor = (economyMinor: number, cabin: CabinClass) =>
  Math.round((economyMinor * cabinPriceFactor(cabin)) / 100) * 100;

/** Our own fare, sold under the site's name: the one provider the search itself knows. */
export const ownProvider = (priceMinor: number, totalMinor: number): ProviderOption => ({
  supplier: 'own',
  name: OWN_SELLER_NAME,
  priceMinor,
  totalMinor,
});

export function toOffer(row: FlightRow, pricing: PricedFor): FlightOffer {
  const priceMinor = cabinPriceMinor(row.price_minor, pricing.cabin);
  const arrivalMinute = row.dep_minute + row.duration_min;
  const totalMinor = partyTotal(priceMinor, pricing.adults, pricing.children);
  return {
    id: row.id,
    airline: airlineName(row.airline_code),
    airlineCode: row.airline_code,
    flightNumber: row.flight_number,
    aircraft: row.aircraft,
    from: row.from_code,
    to: row.to_code,
    fromCity: cityName(row.from_code),
    toCity: cityName(row.to_code),
    date: row.date,
    departure: hhmm(row.dep_minute),
    arrival: hhmm(arrivalMinute % 1440),
    arrivalDayOffset: Math.floor(arrivalMinute / 1440),
    durationMin: row.duration_min,
    duration: formatDuration(row.duration_min),
    stops: row.stops,
    via: row.via,
    cabin: cabinLabel(pricing.cabin),
    baggage: { checkedKg: row.checked_kg, cabinKg: row.cabin_kg },
    refundable: row.refundable,
    co2Kg: row.co2_kg,
    lowerCo2: row.low_co2,
    seatsLeft: row.seats_left,
    popular: row.popular,
    priceMinor,
    totalMinor,
    providers: [ownProvider(priceMinor, totalMinor)],
  };
}
