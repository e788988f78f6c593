import { fromMinor } from '@travel/shared-ui/money';
import type { FlightOffer } from '@travel/contracts/flights';

/** A supplier's quote chosen on the results page: the fare is booked with that supplier. */
export interface ChosenProvider {
  supplier: string;
  offerId: string;
  label: string;
  /** What it asked for all the search's travellers, in paise. */
  totalMinor: number;
}

/** A provider line of the results card (flight-results/supplierQuotes.ts's ProviderRow). */
interface ProviderLine {
  supplier: string;
  label: string;
  offerId: string | null;
  totalMinor: number;
}

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
  /** The names of the providers the card listed: our own fare under the site's name and the suppliers that quoted. */
  providersOptions: string[];
  /** The supplier whose quote was chosen; null (or absent, in a selection stored before) for our own fare. */
  provider?: ChosenProvider | null;
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

/**
 * The offer as the fare page reads it. `providers` are the lines the card listed (our own fare alone when not
 * given); `chosen` the one booked, our own fare when it is absent or has no offer id.
 */
export function toSelectedFlight(
  offer: FlightOffer,
  search: { adults: number; children: number; childAges?: number[]; cabinClass: string },
  sellers: { providers?: ProviderLine[]; chosen?: ProviderLine } = {},
): SelectedFlight {
  const lines = sellers.providers ?? offer.providers.map((p) => ({ label: p.name }));
  const chosen = sellers.chosen;
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
    providers: lines.length,
    providersOptions: lines.map((line) => line.label),
    provider:
      chosen && chosen.offerId !== null
        ? { supplier: chosen.supplier, offerId: chosen.offerId, label: chosen.label, totalMinor: chosen.totalMinor }
        : null,
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
