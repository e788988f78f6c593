import {
  airlineName,
  cabinLabel,
  cabinPriceFactor,
  cityName,
  formatDuration,
  partyTotal,
  type CabinClass,
} from '@travel/contracts/rules';
import type { FlightOffer, ProviderOption } from '@travel/contracts/flights';
import type { FlightRow } from './flights.repository';

export type { FlightOffer, ProviderOption };

/** Travel sites that resell the airlines' fares; each offer is sold by the airline and some of them. */
const AGENCIES = ['MakeMyTrip', 'Cleartrip', 'Goibibo', 'Yatra', 'EaseMyTrip', 'ixigo'];

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

/**
 * Who sells the offer and for how much: the cheapest at the offer's price, the others a little dearer.
 * Derived from the flight id, so the same offer always lists the same providers.
 */
export function providerOptions(row: FlightRow, priceMinor: number): ProviderOption[] {
  const start = row.schedule_id % AGENCIES.length;
  const names = [`${airlineName(row.airline_code)} (direct)`];
  for (let i = 0; names.length < row.provider_count; i++) names.push(AGENCIES[(start + i) % AGENCIES.length]);
  const shift = Number(BigInt(row.id) % BigInt(names.length));
  return names
    .map((_, i) => names[(i + shift) % names.length])
    .map((name, rank) => ({ name, priceMinor: priceMinor + Math.round((priceMinor * rank * 0.013) / 100) * 100 }));
}

export function toOffer(row: FlightRow, pricing: PricedFor): FlightOffer {
  const priceMinor = cabinPriceMinor(row.price_minor, pricing.cabin);
  const arrivalMinute = row.dep_minute + row.duration_min;
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
    totalMinor: partyTotal(priceMinor, pricing.adults, pricing.children),
    providers: providerOptions(row, priceMinor),
  };
}
