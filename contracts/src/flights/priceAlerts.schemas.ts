import { Type, type Static } from '@sinclair/typebox';

// /api/price-alerts: watch a route-day's cheapest fare. Prices are paise of whole rupees, economy per adult.

export const PriceAlert = Type.Object({
  id: Type.String(),
  from: Type.String(),
  to: Type.String(),
  fromCity: Type.String(),
  toCity: Type.String(),
  date: Type.String(),
  priceAtCreationMinor: Type.Integer({ description: 'Paise (whole rupees), economy per adult' }),
  /** Null once no flight is left that day. */
  currentPriceMinor: Type.Union([Type.Integer(), Type.Null()]),
  notifiedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type PriceAlert = Static<typeof PriceAlert>;

/** Signed in: the account's alert, active at once. Signed out: for `email`, once its emailed link confirms it. */
export const CreatePriceAlertBody = Type.Object({
  from: Type.String({ maxLength: 3 }),
  to: Type.String({ maxLength: 3 }),
  date: Type.String({ maxLength: 10 }),
  email: Type.Optional(Type.String({ maxLength: 320 })),
});
export type CreatePriceAlertBody = Static<typeof CreatePriceAlertBody>;

/** 201 (signed in) carries the alert; 202 (an email to confirm was sent) only the message. */
export const CreatePriceAlertReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  alert: Type.Optional(PriceAlert),
});
export type CreatePriceAlertReply = Static<typeof CreatePriceAlertReply>;

export const PriceAlertReply = Type.Object({ success: Type.Literal(true), message: Type.String(), alert: PriceAlert });
export type PriceAlertReply = Static<typeof PriceAlertReply>;

export const PriceAlertsReply = Type.Object({ success: Type.Literal(true), alerts: Type.Array(PriceAlert) });
export type PriceAlertsReply = Static<typeof PriceAlertsReply>;

export const PriceAlertDone = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type PriceAlertDone = Static<typeof PriceAlertDone>;

export const PriceAlertIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export type PriceAlertIdParams = Static<typeof PriceAlertIdParams>;

/**
 * The signed token of a confirm or unsubscribe link: in the JSON body from the site's page, in the query string
 * from a mail provider's one-click POST (whose form body is `List-Unsubscribe=One-Click`).
 */
export const PriceAlertToken = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });
export type PriceAlertToken = Static<typeof PriceAlertToken>;
