import { Type, type Static } from '@sinclair/typebox';
import { OrderReference } from '../payments/payments.schemas';
import { CONTACT_MESSAGES } from '../rules/contact';

// /api/flight-checkout: re-price, seat map, orders and their payment. Money in minor units beside `currency`.
// The rules behind the 400s (travellers, add-ons, prices) are the pure functions beside this file.

const Cabin = Type.Union([
  Type.Literal('economy'),
  Type.Literal('premium_economy'),
  Type.Literal('business'),
  Type.Literal('first'),
]);
const Fare = Type.Union([Type.Literal('Saver'), Type.Literal('Standard'), Type.Literal('Flexi')]);
const FlightId = Type.String({ pattern: '^[0-9]{1,18}$', description: 'The flight id of the search' });
const Minor = Type.Integer({ minimum: 0, maximum: 2_000_000_000, description: 'Minor units of currency' });
const Day = Type.String({ maxLength: 10, description: 'YYYY-MM-DD' });
const Text = (maxLength: number) => Type.String({ maxLength });

/** The flight, cabin, fare and travellers as searched. */
const Selection = {
  flightId: FlightId,
  cabin: Cabin,
  fare: Fare,
  adults: Type.Integer({ minimum: 1, maximum: 9 }),
  childAges: Type.Array(Type.Integer({ minimum: 0, maximum: 17 }), { maxItems: 6, default: [] }),
};

/**
 * The offer chosen at a supplier (a search result's provider): re-priced and booked there. Without it the flight
 * is our own inventory's.
 */
export const CheckoutProvider = Type.Object({
  supplier: Type.Union([Type.Literal('duffel'), Type.Literal('tripjack')]),
  offerId: Type.String({ minLength: 1, maxLength: 300 }),
});
export type CheckoutProvider = Static<typeof CheckoutProvider>;

export const RepriceBody = Type.Object({
  ...Selection,
  provider: Type.Optional(CheckoutProvider),
  /** The total the page shows; when the price now differs the answer is 409 with both. */
  expectedTotalMinor: Type.Optional(Minor),
});
export type RepriceBody = Static<typeof RepriceBody>;

export const CheckoutPriceView = Type.Object({
  currency: Type.String(),
  baseFareMinor: Minor,
  taxesAndFeesMinor: Minor,
  convenienceFeeMinor: Minor,
  seatsMinor: Minor,
  addOnsMinor: Minor,
  subtotalMinor: Minor,
  discountMinor: Minor,
  totalMinor: Minor,
});

export const CheckoutFlight = Type.Object({
  id: Type.String(),
  airline: Type.String(),
  flightNumber: Type.String(),
  from: Type.String(),
  to: Type.String(),
  date: Type.String(),
  departure: Type.String(),
  arrival: Type.String(),
  cabin: Cabin,
  fare: Fare,
  /** Passport details are asked for. */
  international: Type.Boolean(),
  seatsLeft: Type.Integer(),
});
export type CheckoutFlight = Static<typeof CheckoutFlight>;

export const RepriceReply = Type.Object({
  success: Type.Literal(true),
  flight: CheckoutFlight,
  price: CheckoutPriceView,
});
export type RepriceReply = Static<typeof RepriceReply>;

/** 409 from re-pricing or ordering: the price moved (both given), or the flight cannot seat everyone. */
export const CheckoutConflictReply = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  reason: Type.Union([
    Type.Literal('price_changed'),
    Type.Literal('sold_out'),
    Type.Literal('seat_taken'),
    Type.Literal('hold_expired'),
    Type.Literal('idempotency_key_reused'),
    // Any other: a paid order paid again, a coupon used up.
    Type.Literal('conflict'),
  ]),
  oldTotalMinor: Type.Optional(Minor),
  newTotalMinor: Type.Optional(Minor),
  /** With sold_out: other flights of the route and day (GET /api/flights/:id/similar's offers). */
  similar: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.String(),
        airline: Type.String(),
        flightNumber: Type.String(),
        departure: Type.String(),
        arrival: Type.String(),
        priceMinor: Minor,
        seatsLeft: Type.Integer(),
      }),
    ),
  ),
});
export type CheckoutConflictReply = Static<typeof CheckoutConflictReply>;

export const SeatMapParams = Type.Object({ flightId: FlightId });
export type SeatMapParams = Static<typeof SeatMapParams>;

export const SeatView = Type.Object({
  seat: Type.String(),
  row: Type.Integer(),
  letter: Type.String(),
  position: Type.Union([Type.Literal('window'), Type.Literal('middle'), Type.Literal('aisle')]),
  exitRow: Type.Boolean(),
  extraLegroom: Type.Boolean(),
  /** free (no charge), paid (priceMinor to choose it) or occupied (held or sold). */
  availability: Type.Union([Type.Literal('free'), Type.Literal('paid'), Type.Literal('occupied')]),
  priceMinor: Minor,
});
export type SeatView = Static<typeof SeatView>;

export const SeatMapReply = Type.Object({
  success: Type.Literal(true),
  flightId: Type.String(),
  rows: Type.Integer(),
  letters: Type.Array(Type.String()),
  currency: Type.String(),
  seats: Type.Array(SeatView),
});
export type SeatMapReply = Static<typeof SeatMapReply>;

export const PassengerInput = Type.Object({
  type: Type.Union([Type.Literal('adult'), Type.Literal('child')]),
  title: Type.Union([
    Type.Literal('Mr'),
    Type.Literal('Ms'),
    Type.Literal('Mrs'),
    Type.Literal('Master'),
    Type.Literal('Miss'),
  ]),
  firstName: Text(60),
  lastName: Text(60),
  dateOfBirth: Type.Optional(Day),
  nationality: Type.Optional(Text(2)),
  passportNumber: Type.Optional(Text(20)),
  passportExpiry: Type.Optional(Day),
  seat: Type.Optional(Text(3)),
  extraBaggageKg: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  meal: Type.Optional(
    Type.Union([Type.Literal('VGML'), Type.Literal('NVML'), Type.Literal('JNML'), Type.Literal('CHML')]),
  ),
});
export type PassengerInput = Static<typeof PassengerInput>;

/** An order's contact, flight or hotel; its rules: contactProblem and normaliseContact (rules/contact.ts). */
export const ContactInput = Type.Object({
  // errorMessage: what a schema refusal says of the field (api/src/plugins/validationProblems.ts), the rule's own.
  email: Type.String({ maxLength: 254, errorMessage: CONTACT_MESSAGES.email }),
  /** 10 digits (an Indian mobile number, without +91). */
  mobile: Type.String({ maxLength: 20, errorMessage: CONTACT_MESSAGES.mobile }),
  gstin: Type.Optional(Type.String({ maxLength: 15, errorMessage: CONTACT_MESSAGES.gstin })),
  companyName: Type.Optional(Text(100)),
});
export type ContactInput = Static<typeof ContactInput>;

/** The contact as an order keeps it (normalised; null: no business invoice). */
export const ContactView = Type.Object({
  email: Type.String(),
  mobile: Type.String(),
  gstin: Type.Union([Type.String(), Type.Null()]),
  companyName: Type.Union([Type.String(), Type.Null()]),
});

/**
 * The travel credit an order spends, as the flight and hotel checkouts take it (one schema for both). Signed in
 * only: the account's credit to spend on this order, up to its total (the card pays the rest).
 */
export const TravelCreditInput = {
  travelCreditMinor: Type.Optional(Type.Integer({ minimum: 1 })),
};

/** How an order with travel credit is paid; its total stays all-inclusive. */
export const TravelCreditPaid = {
  /** The travel credit spent on the order (0: none). */
  travelCreditMinor: Minor,
  /** What the card pays: the total less the travel credit (0: the credit paid it all, no card payment). */
  amountToPayMinor: Minor,
};

export const CreateOrderBody = Type.Object({
  ...Selection,
  provider: Type.Optional(CheckoutProvider),
  passengers: Type.Array(PassengerInput, { minItems: 1, maxItems: 9 }),
  contact: ContactInput,
  insurance: Type.Boolean({ default: false }),
  freeCancellation: Type.Boolean({ default: false }),
  couponCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  expectedTotalMinor: Type.Optional(Minor),
  /** Signed in: keep these travellers on the account for the next booking (ignored for a guest). */
  saveTravellers: Type.Optional(Type.Boolean()),
  ...TravelCreditInput,
});
export type CreateOrderBody = Static<typeof CreateOrderBody>;

export const CreateOrderHeaders = Type.Object({
  'idempotency-key': Type.String({
    minLength: 8,
    maxLength: 100,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'One per checkout attempt (a UUID): a double click or a retry answers the same order',
  }),
});
export type CreateOrderHeaders = Static<typeof CreateOrderHeaders>;

export const ORDER_STATUSES = ['held', 'paid', 'expired', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order booked at a supplier stands there: `awaiting_payment` (nothing is ordered before the traveller
 * pays), `pending` (paid; the supplier has not confirmed yet), `confirmed` (with the airline's booking reference,
 * its PNR, and the ticket numbers) or `refused` (the supplier could not confirm it; everything paid goes back).
 */
export const SupplierBookingView = Type.Object({
  supplier: Type.Union([Type.Literal('duffel'), Type.Literal('tripjack')]),
  /** The supplier's name as a traveller sees it ('Duffel', 'TripJack'). */
  label: Type.String(),
  status: Type.Union([
    Type.Literal('awaiting_payment'),
    Type.Literal('pending'),
    Type.Literal('confirmed'),
    Type.Literal('refused'),
  ]),
  /** The airline's booking reference (PNR), once confirmed. */
  bookingReference: Type.Union([Type.String(), Type.Null()]),
  ticketNumbers: Type.Array(Type.String()),
  /** With refused: what goes back to the card and to travel credit, and where the card's refund stands. */
  refund: Type.Union([
    Type.Object({
      amountMinor: Minor,
      travelCreditMinor: Minor,
      currency: Type.String(),
      status: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
});
export type SupplierBookingView = Static<typeof SupplierBookingView>;

export const OrderView = Type.Object({
  reference: Type.String({ description: '10 characters, no 0/O/1/I/L' }),
  status: Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status))),
  holdExpiresAt: Type.String(),
  flight: CheckoutFlight,
  passengers: Type.Array(
    Type.Object({
      type: Type.Union([Type.Literal('adult'), Type.Literal('child')]),
      title: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      /** The seat held; chosen false: given without a choice (free). */
      seat: Type.String(),
      seatChosen: Type.Boolean(),
      seatPriceMinor: Minor,
      extraBaggageKg: Type.Integer(),
      meal: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  contact: ContactView,
  insurance: Type.Boolean(),
  freeCancellation: Type.Boolean(),
  couponCode: Type.Union([Type.String(), Type.Null()]),
  price: CheckoutPriceView,
  ...TravelCreditPaid,
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** Booked at a supplier (the offer's provider): where the order stands there. Absent: our own inventory. */
  supplierBooking: Type.Optional(SupplierBookingView),
});
export type OrderView = Static<typeof OrderView>;

export const OrderReply = Type.Object({
  success: Type.Literal(true),
  order: OrderView,
  /** Only when the order is created: lets a guest read and pay it (?token=…); keep it with the reference. */
  accessToken: Type.Optional(Type.String()),
});
export type OrderReply = Static<typeof OrderReply>;

export const OrderParams = Type.Object({ reference: OrderReference });
export type OrderParams = Static<typeof OrderParams>;

export const OrderAccessQuery = Type.Object({
  /** A guest's access token (from the order's creation or its email); not needed by the signed-in owner. */
  token: Type.Optional(Type.String({ maxLength: 100 })),
});
export type OrderAccessQuery = Static<typeof OrderAccessQuery>;

/** What the browser needs to pay: the gateway's checkout (see /api/payments). */
export const PayReply = Type.Object({
  success: Type.Literal(true),
  payment: Type.Union([
    Type.Object({
      paymentId: Type.String(),
      gateway: Type.Literal('razorpay'),
      keyId: Type.String(),
      razorpayOrderId: Type.String(),
      amountMinor: Minor,
      currency: Type.String(),
      checkoutScriptUrl: Type.String({ description: "Razorpay Checkout's checkout.js" }),
      returnUrl: Type.String({ description: 'The page to go to once Checkout has paid and the API confirmed' }),
      /**
       * A card guarantee: Checkout's authorisation transaction (recurring, for this Razorpay customer), whose
       * amount is only authorised, never captured.
       */
      guarantee: Type.Optional(Type.Object({ customerId: Type.String() })),
    }),
    Type.Object({
      paymentId: Type.String(),
      gateway: Type.Literal('stripe'),
      clientSecret: Type.String(),
      publishableKey: Type.Optional(Type.String()),
      scriptUrl: Type.String({ description: 'Stripe.js' }),
      returnUrl: Type.String({ description: 'The page to go to once Stripe.js has confirmed and the API too' }),
      /** 'setup': a card guarantee, the client secret of a SetupIntent (confirmCardSetup), nothing charged. */
      intent: Type.Optional(Type.Union([Type.Literal('payment'), Type.Literal('setup')])),
    }),
    Type.Object({ paymentId: Type.String(), gateway: Type.Literal('sandbox'), redirectUrl: Type.String() }),
  ]),
});
export type PayReply = Static<typeof PayReply>;

/** An order's audit trail for the admin center: every change, oldest first, with its time. */
export const OrderEventsReply = Type.Object({
  success: Type.Literal(true),
  reference: Type.String(),
  status: Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status))),
  events: Type.Array(
    Type.Object({
      event: Type.String({ description: 'held, payment_started, paid, confirmation_sent, expired, …' }),
      detail: Type.String(),
      at: Type.String({ description: 'ISO 8601' }),
    }),
  ),
});
export type OrderEventsReply = Static<typeof OrderEventsReply>;
