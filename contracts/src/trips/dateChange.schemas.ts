import { Type, type Static } from '@sinclair/typebox';
import { PayReply } from '../flight-checkout/flight-checkout.schemas';
import { OrderReference } from '../payments/payments.schemas';
import { TimelineEvent } from './trips.schemas';

// /api/trips/flight/:reference/date-change: move a flight booking to another flight on the same route (issue 16).
// The fee and the price lines come from contracts/src/rules/dateChange.ts. Money in minor units beside `currency`.

const Minor = Type.Integer({ description: 'Minor units of currency' });
const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

export const DateChangeOptionsQuery = Type.Object({
  /** The day to look for flights on. */
  date: IsoDay,
  token: Type.Optional(Type.String({ maxLength: 100 })),
});
export type DateChangeOptionsQuery = Static<typeof DateChangeOptionsQuery>;

export const DateChangeLine = Type.Object({
  kind: Type.Union([Type.Literal('change_fee'), Type.Literal('fare_difference')]),
  label: Type.String(),
  amountMinor: Minor,
  note: Type.String(),
});
export type DateChangeLine = Static<typeof DateChangeLine>;

export const DateChangePrice = Type.Object({
  lines: Type.Array(DateChangeLine),
  /** Fee plus fare difference: above 0 to pay, below 0 paid back to the original payment method. */
  totalMinor: Minor,
  currency: Type.String(),
  settlement: Type.Union([Type.Literal('pay'), Type.Literal('refund'), Type.Literal('none')]),
});
export type DateChangePrice = Static<typeof DateChangePrice>;

export const DateChangeFlight = Type.Object({
  flightId: Type.String(),
  airline: Type.String(),
  flightNumber: Type.String(),
  date: IsoDay,
  departure: Type.String(),
  arrival: Type.String(),
});
export type DateChangeFlight = Static<typeof DateChangeFlight>;

export const DateChangeOption = Type.Object({
  flight: DateChangeFlight,
  seatsLeft: Type.Integer(),
  /** The new flight's fare for the booking's cabin, fare and party, all-inclusive. */
  newFareMinor: Minor,
  price: DateChangePrice,
});
export type DateChangeOption = Static<typeof DateChangeOption>;

export const DateChangeOptionsReply = Type.Object({
  success: Type.Literal(true),
  date: IsoDay,
  options: Type.Array(DateChangeOption),
});
export type DateChangeOptionsReply = Static<typeof DateChangeOptionsReply>;

export const DateChangeBody = Type.Object({
  flightId: Type.String({ pattern: '^\\d{1,18}$' }),
  /** The total the traveller saw: a different one now answers 409 with the new price. */
  expectedTotalMinor: Type.Optional(Type.Integer()),
});
export type DateChangeBody = Static<typeof DateChangeBody>;

export const DATE_CHANGE_STATUSES = ['awaiting_payment', 'completed', 'superseded', 'expired', 'failed'] as const;
export type DateChangeStatus = (typeof DATE_CHANGE_STATUSES)[number];

export const DateChangeRefund = Type.Object({
  refundId: Type.String(),
  status: Type.String(),
  amountMinor: Minor,
  currency: Type.String(),
  timeline: Type.Array(TimelineEvent),
});

export const DateChange = Type.Object({
  id: Type.String(),
  status: Type.Union(DATE_CHANGE_STATUSES.map((status) => Type.Literal(status))),
  from: DateChangeFlight,
  to: DateChangeFlight,
  price: DateChangePrice,
  refund: Type.Union([DateChangeRefund, Type.Null()]),
  createdAt: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
});
export type DateChange = Static<typeof DateChange>;

export const DateChangeReply = Type.Object({
  success: Type.Literal(true),
  change: DateChange,
  /** Set while the difference is to be paid: what the browser needs to pay it (the sandbox page). */
  payment: Type.Union([PayReply.properties.payment, Type.Null()]),
});
export type DateChangeReply = Static<typeof DateChangeReply>;

export const DateChangeParams = Type.Object({
  reference: OrderReference,
  id: Type.String({ format: 'uuid' }),
});
export type DateChangeParams = Static<typeof DateChangeParams>;

export const DateChangeStatusReply = Type.Object({ success: Type.Literal(true), change: DateChange });
export type DateChangeStatusReply = Static<typeof DateChangeStatusReply>;
