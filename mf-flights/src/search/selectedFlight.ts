import { fromMinor } from '@travel/shared-ui/money';
import type { FlightOffer } from '@travel/contracts/flights';

/** Where Select keeps the chosen offer for the fare page. */
export const SELECTED_FLIGHT_KEY = 'selectedFlight';

/** The offer as stored (display fields plus date, passengers, aircraft, fromCode, toCode). */
export interface SelectedFlight {
  id: string;
  airline: string;
  airlineCode: string;
  flightNumber: string;
  /** Text logo: the airline's code. */
  logo: string;
  from: string;
  to: string;
  fromCode: string;
  toCode: string;
  departure: string;
  arrival: string;
  arrivalDayOffset: number;
  duration: string;
  stops: number;
  via: string | null;
  baggage: string;
  checkedKg: number;
  cabinKg: number;
  refundable: boolean;
  /** Rupees per adult, in the searched cabin: the Standard fare. */
  price: number;
  providers: number;
  providersOptions: string[];
  popular: boolean;
  date: string;
  passengers: number;
  adults: number;
  children: number;
  /** The searched children's ages, in order (checkout checks each child's date of birth against them). */
  childAges?: number[];
  aircraft: string;
  cabin: string;
  cabinClass: string;
  co2Kg: number;
}

export function toSelectedFlight(
  offer: FlightOffer,
  search: { adults: number; children: number; childAges?: number[]; cabinClass: string },
): SelectedFlight {
  return {
    id: offer.id,
    airline: offer.airline,
    airlineCode: offer.airlineCode,
    flightNumber: offer.flightNumber,
    logo: offer.airlineCode,
    from: offer.fromCity,
    to: offer.toCity,
    fromCode: offer.from,
    toCode: offer.to,
    departure: offer.departure,
    arrival: offer.arrival,
    arrivalDayOffset: offer.arrivalDayOffset,
    duration: offer.duration,
    stops: offer.stops,
    via: offer.via,
    baggage: `${offer.baggage.checkedKg} kg check-in, ${offer.baggage.cabinKg} kg cabin`,
    checkedKg: offer.baggage.checkedKg,
    cabinKg: offer.baggage.cabinKg,
    refundable: offer.refundable,
    price: fromMinor(offer.priceMinor),
    providers: offer.providers.length,
    providersOptions: offer.providers.map((p) => p.name),
    popular: offer.popular,
    date: offer.date,
    passengers: search.adults + search.children,
    adults: search.adults,
    children: search.children,
    childAges: search.childAges?.slice(0, search.children),
    aircraft: offer.aircraft,
    cabin: offer.cabin,
    cabinClass: search.cabinClass,
    co2Kg: offer.co2Kg,
  };
}

export function saveSelectedFlight(flight: SelectedFlight) {
  localStorage.setItem(SELECTED_FLIGHT_KEY, JSON.stringify(flight));
}

/** The stored offer, or null when there is none (or it is not one this version wrote). */
export function loadSelectedFlight(): SelectedFlight | null {
  try {
    const flight = JSON.parse(localStorage.getItem(SELECTED_FLIGHT_KEY) ?? 'null') as SelectedFlight | null;
    return flight && typeof flight.id === 'string' && typeof flight.price === 'number' ? flight : null;
  } catch {
    return null;
  }
}

/** '1 stop via BLR' */
export function stopsLabel(stops: number, via: string | null): string {
  if (stops === 0) return 'Direct';
  const label = stops === 1 ? '1 stop' : `${stops} stops`;
  return via ? `${label} via ${via}` : label;
}
