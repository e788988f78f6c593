import {
  checkoutPrice,
  parseSeat,
  type CheckoutPassenger,
  type CheckoutProvider,
  type CheckoutPrice,
  type CreateOrderBody,
  type PassengerTitle,
  type RepriceBody,
  type TravellersContext,
} from '@travel/contracts/flight-checkout';
import type { FieldProblem } from '@travel/contracts';
import { normaliseContact, type BookingContact, type FareType } from '@travel/contracts/rules';
import type { SelectedFlight } from '../search/selectedFlight';
import { CHECKOUT_DRAFT_KEY } from './draftKey';

export { CHECKOUT_DRAFT_KEY };

/** A held order of this tab: its reference and the guest's access token to read and pay it. */
export interface HeldOrder {
  reference: string;
  accessToken?: string;
  holdExpiresAt: string;
  /** The travel credit the order spent (0 or absent: none). */
  travelCreditMinor?: number;
}

export interface CheckoutDraft {
  flight: SelectedFlight;
  fare: FareType;
  /** The fare as the API re-priced it on Continue (the party's fare and fees, no extras). */
  repriced?: CheckoutPrice;
  passengers: CheckoutPassenger[];
  contact: BookingContact;
  insurance: boolean;
  freeCancellation: boolean;
  couponCode?: string;
  /** The seats' prices as the seat map showed them, by seat ('12A'). */
  seatPrices: Record<string, number>;
  /** Signed in: keep the travellers on the account for the next booking. */
  saveTravellers?: boolean;
  /** From the re-price: passport details are asked for. */
  international?: boolean;
  /** Signed in, at the review: spend the account's travel credit (all of it, up to the total). */
  applyTravelCredit?: boolean;
  order?: HeldOrder;
  /** The problems the API found in the travellers or contact when the order was sent: shown on their step. */
  refused?: FieldProblem[];
}

const CABINS = ['economy', 'premium_economy', 'business', 'first'] as const;
type Cabin = (typeof CABINS)[number];

export const cabinOf = (flight: SelectedFlight): Cabin =>
  (CABINS as readonly string[]).includes(flight.cabinClass) ? (flight.cabinClass as Cabin) : 'economy';

/** The searched children's ages (a selection saved before ages were kept counts each child as 2 to 11). */
export const childAgesOf = (flight: SelectedFlight): number[] =>
  flight.childAges?.length === flight.children ? flight.childAges : Array.from({ length: flight.children }, () => 8);

/**
 * A new traveller's title: none, so that each traveller chooses theirs rather than keep a default unnoticed. The
 * form asks for it, and the checkout rules (the form's and the API's) refuse a passenger without one.
 */
const TITLE_NOT_CHOSEN = '' as PassengerTitle;

/** A new draft: one empty form per searched traveller, adults first. */
export function newDraft(flight: SelectedFlight, fare: FareType, couponCode?: string): CheckoutDraft {
  const passengers: CheckoutPassenger[] = [
    ...Array.from({ length: flight.adults }, (): CheckoutPassenger => ({
      type: 'adult',
      title: TITLE_NOT_CHOSEN,
      firstName: '',
      lastName: '',
    })),
    ...Array.from({ length: flight.children }, (): CheckoutPassenger => ({
      type: 'child',
      title: TITLE_NOT_CHOSEN,
      firstName: '',
      lastName: '',
    })),
  ];
  return {
    flight,
    fare,
    passengers,
    contact: { email: '', mobile: '' },
    insurance: false,
    freeCancellation: false,
    couponCode,
    seatPrices: {},
  };
}

export function saveDraft(draft: CheckoutDraft) {
  sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
}

export function loadDraft(): CheckoutDraft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? 'null') as CheckoutDraft | null;
    return draft && draft.flight && Array.isArray(draft.passengers) ? draft : null;
  } catch {
    return null;
  }
}

/** The guest's access token of an order this tab created (the confirmation page reads the order with it). */
export const orderTokenKey = (reference: string) => `flightOrderToken:${reference}`;

export function rememberOrder(order: HeldOrder) {
  if (order.accessToken) sessionStorage.setItem(orderTokenKey(order.reference), order.accessToken);
}

export const orderToken = (reference: string) => sessionStorage.getItem(orderTokenKey(reference)) ?? undefined;

export const standardFareMinor = (flight: SelectedFlight) => Math.round(flight.price * 100);

const CHECKOUT_SUPPLIERS: readonly string[] = ['duffel', 'tripjack'] satisfies CheckoutProvider['supplier'][];

/** The supplier's offer chosen on the results (re-priced and booked there); undefined for our own fare. */
export function checkoutProvider(flight: SelectedFlight): CheckoutProvider | undefined {
  const provider = flight.provider;
  if (!provider || !CHECKOUT_SUPPLIERS.includes(provider.supplier)) return undefined;
  return { supplier: provider.supplier as CheckoutProvider['supplier'], offerId: provider.offerId };
}

/**
 * What the fare is priced from: our Standard fare per adult, and, for a supplier's offer, the total it quoted for
 * the party (which then is the fare: the fare page and checkout show what the supplier asked, not our price).
 */
export function fareQuote(flight: SelectedFlight): { standardFareMinor: number; supplierFareMinor?: number } {
  const standard = standardFareMinor(flight);
  return checkoutProvider(flight) && flight.provider
    ? { standardFareMinor: standard, supplierFareMinor: flight.provider.totalMinor }
    : { standardFareMinor: standard };
}

/** The selection re-priced by the API: at the supplier chosen on the results, if one was. */
export function repriceBody(draft: Pick<CheckoutDraft, 'flight' | 'fare'>, expectedTotalMinor?: number): RepriceBody {
  const provider = checkoutProvider(draft.flight);
  return {
    flightId: draft.flight.id,
    cabin: cabinOf(draft.flight),
    fare: draft.fare,
    adults: draft.flight.adults,
    childAges: childAgesOf(draft.flight),
    ...(provider ? { provider } : {}),
    ...(expectedTotalMinor !== undefined ? { expectedTotalMinor } : {}),
  };
}

/**
 * The all-inclusive price of the draft, by the contracts' rules (what the API will charge): the fare as re-priced
 * (the traveller accepted it, even when it had changed since the results page), plus seats and add-ons.
 */
export function draftPrice(draft: CheckoutDraft, discountMinor = 0): CheckoutPrice {
  const local = checkoutPrice({
    ...fareQuote(draft.flight),
    fare: draft.fare,
    adults: draft.flight.adults,
    children: draft.flight.children,
    travellers: draft.passengers.map((p) => ({
      extraBaggageKg: p.extraBaggageKg,
      meal: p.meal,
      seatMinor: p.seat ? (draft.seatPrices[p.seat] ?? parseSeat(p.seat)?.priceMinor ?? 0) : 0,
    })),
    insurance: draft.insurance,
    freeCancellation: draft.freeCancellation,
  });
  const fare = draft.repriced ?? local;
  const subtotalMinor =
    fare.baseFareMinor + fare.taxesAndFeesMinor + fare.convenienceFeeMinor + local.seatsMinor + local.addOnsMinor;
  const discount = Math.min(discountMinor, subtotalMinor);
  return {
    ...local,
    baseFareMinor: fare.baseFareMinor,
    taxesAndFeesMinor: fare.taxesAndFeesMinor,
    convenienceFeeMinor: fare.convenienceFeeMinor,
    subtotalMinor,
    discountMinor: discount,
    totalMinor: subtotalMinor - discount,
  };
}

export function travellersContext(draft: CheckoutDraft): TravellersContext {
  // Passport details are asked for on routes between countries; the re-price tells, and the API checks again.
  return {
    adults: draft.flight.adults,
    childAges: childAgesOf(draft.flight),
    departureDate: draft.flight.date,
    international: draft.international ?? false,
    // An airline's order at the supplier names every traveller with their date of birth.
    atSupplier: checkoutProvider(draft.flight) !== undefined,
  };
}

/** What is sent to create the order (at the supplier chosen on the results, if one was), blanks left out. */
export function orderBody(draft: CheckoutDraft, expectedTotalMinor: number, travelCreditMinor = 0): CreateOrderBody {
  const blankless = <T extends object>(value: T): T =>
    Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== undefined && v !== 0)) as T;
  return {
    ...repriceBody(draft),
    passengers: draft.passengers.map((p) => ({
      ...blankless(p),
      type: p.type,
      title: p.title,
      firstName: p.firstName.trim(),
      lastName: p.lastName.trim(),
    })),
    contact: normaliseContact(draft.contact),
    insurance: draft.insurance,
    freeCancellation: draft.freeCancellation,
    ...(draft.couponCode ? { couponCode: draft.couponCode } : {}),
    ...(draft.saveTravellers ? { saveTravellers: true } : {}),
    expectedTotalMinor,
    ...(travelCreditMinor > 0 ? { travelCreditMinor } : {}),
  };
}
