import type {
  AirlineChange,
  AirSearch,
  AirSupplier,
  CancellationQuote,
  ChangeOffer,
  Money,
  SupplierOffer,
  SupplierOrder,
  SupplierOrderRequest,
  SupplierPassenger,
  SupplierSeatMap,
  SupplierSegment,
  SupplierSlice,
} from '../air';
import { fromMinor, SupplierError, toMinor } from '../errors';
import { duffelApi, type DuffelApi } from './client';
import type {
  DuffelAirlineInitiatedChange,
  DuffelOffer,
  DuffelOfferPassenger,
  DuffelOfferRequest,
  DuffelOrder,
  DuffelOrderCancellation,
  DuffelOrderChange,
  DuffelOrderChangeRequest,
  DuffelPayment,
  DuffelSeatMap,
  DuffelSegment,
  DuffelSlice,
} from './types';

export interface DuffelAirOptions {
  accessToken: string;
  /** 'https://api.duffel.com', or a local sandbox's url. */
  baseUrl: string;
  /** The most a search may take (the caller's signal may end it sooner). Default 12 s. */
  searchTimeoutMs?: number;
  /** The most any other call may take. Default 20 s: an order can take Duffel a while. */
  callTimeoutMs?: number;
  /** How many pages of orders findOrder reads before giving up. Default 10. */
  findOrderPages?: number;
  /** Orders a page when findOrder reads the list (Duffel allows 1–200). Default 50. */
  findOrderPageSize?: number;
}

/**
 * Duffel does not give a weight for the bags a fare includes, only counts. One checked bag is taken as 15 kg (the
 * common domestic allowance in India) unless the answer carries a weight in the bag's `metadata.maximum_weight_kg`
 * (our sandbox gives the fare's own); a cabin bag as 7 kg.
 */
export const CHECKED_BAG_KG = 15;
export const CABIN_BAG_KG = 7;

/**
 * Duffel wants each child's and infant's age; the portal's search has counts only, so it sends ages that are
 * surely a child's and an infant's on any date of the trip.
 */
const CHILD_AGE = 8;
const INFANT_AGE = 1;

/** ISO 8601 duration ('PT2H10M', 'P1DT1H') to whole minutes; null when it cannot be read. */
export function isoDurationMinutes(duration: string | null | undefined): number | null {
  if (!duration) return null;
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(duration.trim());
  if (!match) return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(days) * 1440 + Number(hours) * 60 + Number(minutes) + Math.round(Number(seconds) / 60);
}

/** '2026-12-20T06:15:00' → '2026-12-20T06:15' (Duffel's local times carry no zone; ours neither). */
export const localMinute = (time: string) => time.slice(0, 16);

/** 'ECONOMY LIGHT' or 'economy_light' → 'Economy Light'. */
export const titleCase = (text: string) =>
  text
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());

/** Duffel's change totals may be negative (money back); toMinor reads unsigned amounts only. */
const signedMinor = (amount: string, currency: string) =>
  amount.trim().startsWith('-') ? -toMinor(amount.trim().slice(1), currency) : toMinor(amount, currency);

const money = (amount: string, currency: string): Money => ({
  amountMinor: toMinor(amount, currency),
  currency: currency.toUpperCase(),
});

const minutesBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${localMinute(to)}:00Z`) - Date.parse(`${localMinute(from)}:00Z`)) / 60_000);

function mapSegment(segment: DuffelSegment): SupplierSegment {
  const carrier = segment.marketing_carrier.iata_code;
  return {
    carrier,
    flightNumber: `${carrier} ${segment.marketing_carrier_flight_number}`,
    from: segment.origin.iata_code,
    to: segment.destination.iata_code,
    departingAt: localMinute(segment.departing_at),
    arrivingAt: localMinute(segment.arriving_at),
    ...(segment.aircraft?.name ? { aircraft: segment.aircraft.name } : {}),
  };
}

export function mapSlice(slice: DuffelSlice): SupplierSlice {
  const segments = slice.segments.map(mapSegment);
  const first = slice.segments[0];
  const last = slice.segments[slice.segments.length - 1];
  // Without Duffel's duration, wall-clock difference (exact only within one time zone).
  const durationMin =
    isoDurationMinutes(slice.duration) ?? (first && last ? minutesBetween(first.departing_at, last.arriving_at) : 0);
  return { from: slice.origin.iata_code, to: slice.destination.iata_code, durationMin, segments };
}

/** The allowance of the first passenger on the first segment: what a card shows for the fare. */
function baggageOf(offer: DuffelOffer) {
  const baggages = offer.slices[0]?.segments[0]?.passengers[0]?.baggages ?? [];
  let checkedKg = 0;
  let cabinKg = 0;
  for (const bag of baggages) {
    if (bag.quantity <= 0) continue;
    const weight = bag.metadata?.maximum_weight_kg ?? undefined;
    if (bag.type === 'checked') checkedKg += bag.quantity * (weight ?? CHECKED_BAG_KG);
    else if (bag.type === 'carry_on') cabinKg += bag.quantity * (weight ?? CABIN_BAG_KG);
  }
  return { checkedKg, cabinKg };
}

function fareFamilyOf(offer: DuffelOffer): string {
  const brand = offer.slices.find((slice) => slice.fare_brand_name)?.fare_brand_name;
  if (brand) return titleCase(brand);
  const cabin = offer.slices[0]?.segments[0]?.passengers[0];
  return titleCase(cabin?.cabin_class_marketing_name || cabin?.cabin_class || 'economy');
}

export function mapOffer(offer: DuffelOffer): SupplierOffer {
  if (!offer?.id || !Array.isArray(offer.slices) || !offer.total_amount || !offer.total_currency) {
    throw new SupplierError('Duffel sent an offer that could not be read.', 'malformed', false);
  }
  const requirements = offer.payment_requirements;
  return {
    supplier: 'duffel',
    id: offer.id,
    slices: offer.slices.map(mapSlice),
    total: money(offer.total_amount, offer.total_currency),
    fareFamily: fareFamilyOf(offer),
    expiresAt: offer.expires_at,
    refundable: offer.conditions?.refund_before_departure?.allowed === true,
    changeable: offer.conditions?.change_before_departure?.allowed === true,
    baggage: baggageOf(offer),
    ...(typeof offer.available_seats === 'number' ? { seatsLeft: offer.available_seats } : {}),
    holdUntil: !requirements || requirements.requires_instant_payment ? null : requirements.payment_required_by,
  };
}

export function mapOrder(order: DuffelOrder): SupplierOrder {
  if (!order?.id || !Array.isArray(order.slices) || !order.total_amount || !order.total_currency) {
    throw new SupplierError('Duffel sent an order that could not be read.', 'malformed', false);
  }
  const tickets = (order.documents ?? []).filter((document) => document.type === 'electronic_ticket');
  const awaiting = order.payment_status?.awaiting_payment === true;
  const status = order.cancelled_at ? 'cancelled' : awaiting ? 'held' : tickets.length > 0 ? 'ticketed' : 'pending';
  return {
    supplier: 'duffel',
    id: order.id,
    status,
    bookingReference: order.booking_reference ?? null,
    ticketNumbers: tickets.map((ticket) => ticket.unique_identifier),
    total: money(order.total_amount, order.total_currency),
    payBy: awaiting ? (order.payment_status?.payment_required_by ?? null) : null,
    slices: order.slices.map(mapSlice),
  };
}

function mapCancellation(cancellation: DuffelOrderCancellation): CancellationQuote {
  if (cancellation.refund_amount == null || cancellation.refund_currency == null) {
    // Duffel could not get a quote from the airline: nothing to show a traveller, nothing was done.
    throw new SupplierError('Duffel has no refund amount for this cancellation.', 'refund_unknown', true);
  }
  return {
    id: cancellation.id,
    orderId: cancellation.order_id,
    refund: money(cancellation.refund_amount, cancellation.refund_currency),
    refundTo: cancellation.refund_to,
    expiresAt: cancellation.expires_at,
    confirmedAt: cancellation.confirmed_at,
  };
}

function mapAirlineChange(change: DuffelAirlineInitiatedChange): AirlineChange {
  const actions = (['accept', 'change', 'cancel'] as const).filter((action) =>
    change.available_actions.includes(action),
  );
  return {
    id: change.id,
    orderId: change.order_id,
    removed: change.removed.map(mapSlice),
    added: change.added.map(mapSlice),
    actions: change.action_taken ? [] : actions,
    // Duffel sets no deadline on an airline-initiated change.
    respondBy: null,
    acceptedAt: change.action_taken === 'accepted' ? change.action_taken_at : null,
  };
}

/** '+91 98765-43210', '098765 43210' or '9876543210' → '+919876543210' (an Indian number without a country code). */
export function e164(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (trimmed.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.length === 11 && digits.startsWith('0')) return `+91${digits.slice(1)}`;
  if (digits.length === 10) return `+91${digits}`;
  return `+${digits}`;
}

const kindOf = (passenger: DuffelOfferPassenger): SupplierPassenger['type'] => {
  if (passenger.type === 'adult' || passenger.type === 'child') return passenger.type;
  if (passenger.type === 'infant_without_seat') return 'infant';
  const age = passenger.age ?? 18;
  return age < 2 ? 'infant' : age < 12 ? 'child' : 'adult';
};

/** Our travellers onto the offer's passenger ids, by kind, in order; each infant travels on an adult's lap. */
function orderPassengers(offerPassengers: DuffelOfferPassenger[], travellers: SupplierPassenger[]) {
  const free = [...offerPassengers];
  const matched = travellers.map((traveller) => {
    const index = free.findIndex((candidate) => kindOf(candidate) === traveller.type);
    if (index < 0) {
      throw new SupplierError(
        `The offer has no ${traveller.type} place left for ${traveller.givenName}.`,
        'passengers_mismatch',
        true,
      );
    }
    const [passenger] = free.splice(index, 1);
    return { id: passenger.id, traveller };
  });
  if (free.length > 0) {
    throw new SupplierError('The offer was made for more passengers than were given.', 'passengers_mismatch', true);
  }
  const adults = matched.filter((entry) => entry.traveller.type === 'adult');
  const infants = matched.filter((entry) => entry.traveller.type === 'infant');
  return matched.map(({ id, traveller }) => {
    const adultIndex = adults.findIndex((adult) => adult.id === id);
    const infant = adultIndex >= 0 ? infants[adultIndex] : undefined;
    return {
      id,
      title: traveller.title.toLowerCase(),
      gender: traveller.gender.toLowerCase(),
      given_name: traveller.givenName,
      family_name: traveller.familyName,
      born_on: traveller.bornOn,
      email: traveller.email,
      phone_number: e164(traveller.phone),
      ...(infant ? { infant_passenger_id: infant.id } : {}),
    };
  });
}

const balance = (payment: Money) => ({
  type: 'balance',
  amount: fromMinor(payment.amountMinor),
  currency: payment.currency,
});

/** Duffel's Air API as the portal's one AirSupplier. */
export function duffelAir(options: DuffelAirOptions): AirSupplier {
  const api: DuffelApi = duffelApi(options);
  const searchTimeoutMs = options.searchTimeoutMs ?? 12_000;
  const callTimeoutMs = options.callTimeoutMs ?? 20_000;
  const findOrderPages = options.findOrderPages ?? 10;
  const findOrderPageSize = options.findOrderPageSize ?? 50;
  /** Reading is safe to repeat; creating or paying never is (Duffel has no idempotency key). */
  const read = { maxAttempts: 2, timeoutMs: callTimeoutMs };
  const once = { maxAttempts: 1, timeoutMs: callTimeoutMs };
  /** The passengers of offers seen, so an order needs no second look at its offer. */
  const offerPassengers = new Map<string, DuffelOfferPassenger[]>();
  const remember = (offer: DuffelOffer) => {
    if (offerPassengers.size > 5_000) offerPassengers.clear();
    if (Array.isArray(offer.passengers)) offerPassengers.set(offer.id, offer.passengers);
  };

  const getOffer = async (offerId: string) => {
    const { data } = await api.call<DuffelOffer>({
      method: 'GET',
      path: `/air/offers/${encodeURIComponent(offerId)}`,
      ...read,
    });
    remember(data);
    return data;
  };
  const getOrder = async (orderId: string) =>
    (await api.call<DuffelOrder>({ method: 'GET', path: `/air/orders/${encodeURIComponent(orderId)}`, ...read })).data;

  return {
    name: 'duffel',
    label: 'Duffel',

    async search(search: AirSearch, signal?: AbortSignal) {
      const passengers = [
        ...Array.from({ length: search.adults }, () => ({ type: 'adult' })),
        ...Array.from({ length: search.children }, () => ({ age: CHILD_AGE })),
        ...Array.from({ length: search.infants }, () => ({ age: INFANT_AGE })),
      ];
      // Duffel stops waiting for slow airlines a little before we stop waiting for Duffel.
      const supplierTimeout = Math.max(2_000, searchTimeoutMs - 1_000);
      const { data } = await api.call<DuffelOfferRequest>({
        method: 'POST',
        path: `/air/offer_requests?return_offers=true&supplier_timeout=${supplierTimeout}`,
        data: {
          slices: search.slices.map((slice) => ({
            origin: slice.from,
            destination: slice.to,
            departure_date: slice.date,
          })),
          passengers,
          cabin_class: search.cabin,
        },
        // One try: a second would not fit in a search's deadline.
        maxAttempts: 1,
        timeoutMs: searchTimeoutMs,
        signal,
      });
      if (!Array.isArray(data.offers)) {
        throw new SupplierError('Duffel sent a search answer without offers.', 'malformed', false);
      }
      const now = Date.now();
      const offers: SupplierOffer[] = [];
      let unreadable: unknown;
      for (const offer of data.offers) {
        let mapped: SupplierOffer;
        try {
          mapped = mapOffer(offer);
        } catch (error) {
          // One offer that cannot be read (an amount, a missing field) does not cost the traveller the others.
          unreadable ??= error;
          continue;
        }
        // Never shown past Duffel's expiry.
        if (!(Date.parse(mapped.expiresAt) > now)) continue;
        remember(offer);
        offers.push(mapped);
      }
      // Nothing readable at all is an answer that could not be read, not "no flights".
      if (offers.length === 0 && unreadable) throw unreadable;
      return offers;
    },

    async priceOffer(offerId) {
      return mapOffer(await getOffer(offerId));
    },

    async seatMaps(offerId) {
      const [maps, offer] = await Promise.all([
        api.call<DuffelSeatMap[]>({
          method: 'GET',
          path: `/air/seat_maps?offer_id=${encodeURIComponent(offerId)}`,
          ...read,
        }),
        getOffer(offerId),
      ]);
      const segmentIds = offer.slices.flatMap((slice) => slice.segments.map((segment) => segment.id));
      return maps.data.map((map, index): SupplierSeatMap => {
        const position = segmentIds.indexOf(map.segment_id);
        const seats = map.cabins.flatMap((cabin) =>
          cabin.rows.flatMap((row) =>
            row.sections.flatMap((section) =>
              section.elements
                .filter((element) => element.type === 'seat' && element.designator)
                .map((element) => {
                  const service = element.available_services?.[0];
                  return service
                    ? {
                        designator: element.designator as string,
                        available: true,
                        price: money(service.total_amount, service.total_currency),
                        serviceId: service.id,
                      }
                    : { designator: element.designator as string, available: false };
                }),
            ),
          ),
        );
        return { segmentIndex: position >= 0 ? position : index, seats };
      });
    },

    async createOrder(request: SupplierOrderRequest) {
      if (request.type === 'instant' && !request.payment) {
        throw new SupplierError('An instant order needs its payment.', 'payment_required', true);
      }
      const passengers = offerPassengers.get(request.offerId) ?? (await getOffer(request.offerId)).passengers;
      const { data } = await api.call<DuffelOrder>({
        method: 'POST',
        path: '/air/orders',
        data: {
          type: request.type,
          selected_offers: [request.offerId],
          passengers: orderPassengers(passengers, request.passengers),
          ...(request.serviceIds?.length ? { services: request.serviceIds.map((id) => ({ id, quantity: 1 })) } : {}),
          ...(request.type === 'instant' && request.payment ? { payments: [balance(request.payment)] } : {}),
          // How findOrder recognises this order after an unclear answer.
          metadata: { reference: request.reference, offer_id: request.offerId },
        },
        ...once,
      });
      return mapOrder(data);
    },

    async payHeldOrder(orderId, payment) {
      await api.call<DuffelPayment>({
        method: 'POST',
        path: '/air/payments',
        data: { order_id: orderId, payment: balance(payment) },
        ...once,
      });
      return mapOrder(await getOrder(orderId));
    },

    async releaseHeldOrder(orderId) {
      const { data } = await api.call<DuffelOrderCancellation>({
        method: 'POST',
        path: '/air/order_cancellations',
        data: { order_id: orderId },
        ...once,
      });
      await api.call<DuffelOrderCancellation>({
        method: 'POST',
        path: `/air/order_cancellations/${encodeURIComponent(data.id)}/actions/confirm`,
        ...once,
      });
    },

    async getOrder(orderId) {
      return mapOrder(await getOrder(orderId));
    },

    async findOrder(reference, offerId) {
      let after: string | null | undefined;
      for (let page = 0; page < findOrderPages; page++) {
        const query = `limit=${findOrderPageSize}${after ? `&after=${encodeURIComponent(after)}` : ''}`;
        const answer = await api.call<DuffelOrder[]>({ method: 'GET', path: `/air/orders?${query}`, ...read });
        if (!Array.isArray(answer.data)) {
          throw new SupplierError('Duffel sent a list of orders that could not be read.', 'malformed', false);
        }
        const found = answer.data.find(
          (order) =>
            order.metadata?.reference === reference &&
            (order.metadata.offer_id === undefined || order.metadata.offer_id === offerId),
        );
        if (found) return mapOrder(found);
        after = answer.meta?.after;
        if (!after) return null;
      }
      // Not seen is not "none": the caller must not send the order again on this.
      throw new SupplierError(
        `Duffel: no order for ${reference} in the ${findOrderPages * findOrderPageSize} latest; the search stopped there.`,
        'lookup_incomplete',
        false,
      );
    },

    async quoteCancellation(orderId) {
      const { data } = await api.call<DuffelOrderCancellation>({
        method: 'POST',
        path: '/air/order_cancellations',
        data: { order_id: orderId },
        ...once,
      });
      return mapCancellation(data);
    },

    async confirmCancellation(quoteId) {
      const { data } = await api.call<DuffelOrderCancellation>({
        method: 'POST',
        path: `/air/order_cancellations/${encodeURIComponent(quoteId)}/actions/confirm`,
        ...once,
      });
      return mapCancellation(data);
    },

    async changeOffers(orderId, sliceIndex, date) {
      const order = await getOrder(orderId);
      const slice = order.slices[sliceIndex];
      if (!slice) throw new SupplierError(`Order ${orderId} has no slice ${sliceIndex}.`, 'no_such_slice', true);
      const cabin = slice.segments[0]?.passengers[0]?.cabin_class ?? 'economy';
      const { data } = await api.call<DuffelOrderChangeRequest>({
        method: 'POST',
        path: '/air/order_change_requests',
        data: {
          order_id: orderId,
          slices: {
            remove: [{ slice_id: slice.id }],
            add: [
              {
                origin: slice.origin.iata_code,
                destination: slice.destination.iata_code,
                departure_date: date,
                cabin_class: cabin,
              },
            ],
          },
        },
        ...once,
      });
      if (!Array.isArray(data.order_change_offers)) {
        throw new SupplierError('Duffel sent a change request without offers.', 'malformed', false);
      }
      return data.order_change_offers.map((offer): ChangeOffer => ({
        id: offer.id,
        orderId,
        slices: offer.slices.add.map(mapSlice),
        changeTotal: {
          amountMinor: signedMinor(offer.change_total_amount, offer.change_total_currency),
          currency: offer.change_total_currency.toUpperCase(),
        },
        expiresAt: offer.expires_at,
      }));
    },

    async confirmChange(changeOfferId, payment) {
      const created = await api.call<DuffelOrderChange>({
        method: 'POST',
        path: '/air/order_changes',
        data: { selected_order_change_offer: changeOfferId },
        ...once,
      });
      const confirmed = await api.call<DuffelOrderChange>({
        method: 'POST',
        path: `/air/order_changes/${encodeURIComponent(created.data.id)}/actions/confirm`,
        data: payment && payment.amountMinor > 0 ? { payment: balance(payment) } : {},
        ...once,
      });
      return mapOrder(await getOrder(confirmed.data.order_id ?? created.data.order_id));
    },

    async airlineChanges(orderId) {
      const { data } = await api.call<DuffelAirlineInitiatedChange[]>({
        method: 'GET',
        path: `/air/airline_initiated_changes?order_id=${encodeURIComponent(orderId)}`,
        ...read,
      });
      return data.map(mapAirlineChange);
    },

    async acceptAirlineChange(changeId) {
      const { data } = await api.call<DuffelAirlineInitiatedChange>({
        method: 'POST',
        path: `/air/airline_initiated_changes/${encodeURIComponent(changeId)}/actions/accept`,
        ...once,
      });
      return mapAirlineChange(data);
    },
  };
}
