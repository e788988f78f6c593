import { Type, type Static } from '@sinclair/typebox';

// GET /api/flights/offers: a flight search asked of every supplier at once, streamed as server-sent events
// (`event: offers`, each `data` a SupplierSearchProgress, the last one complete). Money in minor units.

export const SupplierOffersQuery = Type.Object({
  from: Type.String({ minLength: 3, maxLength: 3 }),
  to: Type.String({ minLength: 3, maxLength: 3 }),
  date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }),
  returnDate: Type.Optional(Type.String({ maxLength: 10 })),
  adults: Type.Integer({ default: 1 }),
  childAges: Type.Optional(
    Type.Array(Type.Integer(), {
      maxItems: 10,
      description: 'one age (0 to 17) per child; under 2 flies as an infant',
    }),
  ),
  cabin: Type.String({ maxLength: 20, default: 'economy', description: 'economy, premium_economy, business or first' }),
});
export type SupplierOffersQuery = Static<typeof SupplierOffersQuery>;

const Money = Type.Object({ amountMinor: Type.Integer({ minimum: 0 }), currency: Type.String() });

const Segment = Type.Object({
  carrier: Type.String(),
  flightNumber: Type.String(),
  from: Type.String(),
  to: Type.String(),
  departingAt: Type.String({ description: 'local time at the airport, YYYY-MM-DDTHH:mm' }),
  arrivingAt: Type.String(),
  aircraft: Type.Optional(Type.String()),
});

const Slice = Type.Object({
  from: Type.String(),
  to: Type.String(),
  durationMin: Type.Integer(),
  segments: Type.Array(Segment),
});

/** One supplier's price for an itinerary, as it answered. */
export const ProviderQuote = Type.Object({
  supplier: Type.String(),
  label: Type.String(),
  offerId: Type.String(),
  total: Money,
  expiresAt: Type.String(),
  refundable: Type.Boolean(),
  changeable: Type.Boolean(),
  holdUntil: Type.Union([Type.String(), Type.Null()]),
  seatsLeft: Type.Optional(Type.Integer()),
});
export type ProviderQuote = Static<typeof ProviderQuote>;

export const MergedFlightOffer = Type.Object({
  key: Type.String(),
  slices: Type.Array(Slice),
  fareFamily: Type.String(),
  baggage: Type.Object({ checkedKg: Type.Integer(), cabinKg: Type.Integer() }),
  providers: Type.Array(ProviderQuote, { minItems: 1, description: 'cheapest first' }),
  expiresAt: Type.String(),
});
export type MergedFlightOffer = Static<typeof MergedFlightOffer>;

export const SupplierAnswer = Type.Object({
  supplier: Type.String(),
  label: Type.String(),
  outcome: Type.Union([
    Type.Literal('answered'),
    Type.Literal('failed'),
    Type.Literal('timed_out'),
    Type.Literal('skipped'),
  ]),
  offerCount: Type.Integer(),
  ms: Type.Integer(),
});
export type SupplierAnswer = Static<typeof SupplierAnswer>;

export const SupplierSearchProgress = Type.Object({
  offers: Type.Array(MergedFlightOffer),
  answers: Type.Array(SupplierAnswer),
  /** The suppliers still being asked: "still searching N providers". */
  pending: Type.Array(Type.String()),
  complete: Type.Boolean(),
});
export type SupplierSearchProgress = Static<typeof SupplierSearchProgress>;

/** What a supplier sells: the admin page lists the airlines' and the hotels' apart. */
export const SupplierKind = Type.Union([Type.Literal('flights'), Type.Literal('hotels')]);
export type SupplierKind = Static<typeof SupplierKind>;

/** GET /api/admin/suppliers: each supplier's circuit and figures, the flight suppliers first, then the hotels'. */
export const SupplierHealth = Type.Object({
  supplier: Type.String(),
  label: Type.String(),
  kind: SupplierKind,
  /** Whether it is a built-in sandbox (no key set) or the supplier's real API. */
  sandbox: Type.Boolean(),
  circuit: Type.Union([Type.Literal('closed'), Type.Literal('open'), Type.Literal('half-open')]),
  calls: Type.Integer(),
  failures: Type.Integer(),
  timeouts: Type.Integer(),
  skipped: Type.Integer(),
  p50Ms: Type.Union([Type.Integer(), Type.Null()]),
  p95Ms: Type.Union([Type.Integer(), Type.Null()]),
  lastFailure: Type.Union([Type.Object({ at: Type.String(), message: Type.String() }), Type.Null()]),
});
export type SupplierHealth = Static<typeof SupplierHealth>;

export const SupplierHealthReply = Type.Object({ success: Type.Literal(true), suppliers: Type.Array(SupplierHealth) });
export type SupplierHealthReply = Static<typeof SupplierHealthReply>;
