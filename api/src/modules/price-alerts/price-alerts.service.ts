import type { FastifyBaseLogger } from 'fastify';
import { cityName, isoDate } from '@travel/contracts/rules';
import { writeFlightSearchQuery, type PriceAlert } from '@travel/contracts/flights';
import { priceAlertEmailError } from '@travel/contracts/validation';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer, MailMessage } from '../../mail/mailer';
import type { FlightsService } from '../flights/flights.service';
import { ApiError } from '../../plugins/errors';
import {
  signUnsubscribeToken,
  UNSUBSCRIBE_MESSAGES,
  unsubscribeLinks,
  verifyUnsubscribeToken,
} from '../../mail/unsubscribeLinks';
import * as repo from './price-alerts.repository';
import type { PriceAlertRow } from './price-alerts.repository';

/** Confirmation emails one address may get a day (a stranger cannot make us mail anyone more than this). */
export const MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
/** An alert nobody confirmed is forgotten after this many days. */
const UNCONFIRMED_ALERT_DAYS = 7;

export const PRICE_ALERT_MESSAGES = {
  created: 'Price alert created. We will email you when the fare drops.',
  confirmationSent:
    'Almost done: we have emailed a link to confirm this price alert. It starts once you open that link.',
  tooManyConfirmations:
    'Too many price alerts are waiting for confirmation at this address today. Please confirm one from your email, or try again tomorrow.',
  confirmed: 'Your price alert is active. We will email you once when the fare drops.',
  invalidConfirmLink: 'This confirmation link is not valid. Please use the link from your email.',
  confirmGone: 'This price alert no longer exists: it was removed, or it was not confirmed within 7 days.',
  duplicate: 'You already have a price alert for this route and date.',
  noFlights: 'There are no flights on this route and date to watch. Please choose another date.',
  notFound: 'Price alert not found',
  removed: 'Price alert removed.',
  unsubscribed: 'Your price alert has been removed. You will get no more emails about it.',
  used: 'This unsubscribe link has already been used: the price alert no longer exists.',
} as const;

const rupees = (minor: number) => `Rs ${(minor / 100).toLocaleString('en-IN')}`;
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** An alert as the API shows it, with its route-day's cheapest economy fare now (null: no flight left). */
function toPriceAlert(row: PriceAlertRow, currentPriceMinor: number | null): PriceAlert {
  return {
    id: row.id,
    from: row.from_code,
    to: row.to_code,
    fromCity: cityName(row.from_code),
    toCity: cityName(row.to_code),
    date: row.date,
    priceAtCreationMinor: row.price_at_creation_minor,
    currentPriceMinor,
    notifiedAt: iso(row.notified_at),
    createdAt: iso(row.created_at)!,
  };
}

const routeLabel = (alert: { from: string; to: string; date: string }) =>
  `${cityName(alert.from)} (${alert.from}) to ${cityName(alert.to)} (${alert.to}) on ${alert.date}`;

export interface PriceAlertsDeps {
  db: Db;
  config: ApiConfig;
  log: FastifyBaseLogger;
  mailer: Mailer;
  flights: Pick<FlightsService, 'cheapestEconomyFareMinor' | 'checkedLeg'>;
}

export function priceAlertsService(deps: PriceAlertsDeps) {
  const { db, config, log, mailer, flights } = deps;

  const resultsUrl = (alert: { from: string; to: string; date: string }) =>
    `${config.publicUrl}/flight-details?${writeFlightSearchQuery({
      trip: 'one-way',
      from: alert.from,
      to: alert.to,
      date: alert.date,
      adults: 1,
      cabin: 'economy',
    })}`;

  const unsubscribe = (id: string) =>
    unsubscribeLinks(deps, {
      purpose: 'price-alert',
      id,
      pagePath: '/price-alerts/unsubscribe',
      apiPath: '/api/price-alerts/unsubscribe',
    });

  /** The route-day's cheapest economy fare now, from the flights module. */
  const currentFare = (alert: { from_code: string; to_code: string; date: string }) =>
    flights.cheapestEconomyFareMinor({ from: alert.from_code, to: alert.to_code, date: alert.date });

  /** Alerts with their fares now, asking once per route-day. */
  async function withFares(rows: PriceAlertRow[]): Promise<PriceAlert[]> {
    const fares = new Map<string, Promise<number | null>>();
    return Promise.all(
      rows.map(async (row) => {
        const key = `${row.from_code}-${row.to_code}-${row.date}`;
        if (!fares.has(key)) fares.set(key, currentFare(row));
        return toPriceAlert(row, await fares.get(key)!);
      }),
    );
  }

  /** The shared checks of a new alert: the address, the route-day, and that it has a fare to watch. */
  async function checked(input: { from: string; to: string; date: string; email: string }) {
    const problem = priceAlertEmailError(input.email);
    if (problem) throw new ApiError(400, problem);
    const leg = flights.checkedLeg({ from: input.from, to: input.to, date: input.date });
    const priceMinor = await flights.cheapestEconomyFareMinor(leg);
    if (priceMinor === null) throw new ApiError(400, PRICE_ALERT_MESSAGES.noFlights);
    return { email: input.email.trim(), leg: { from: leg.from, to: leg.to, date: leg.date }, priceMinor };
  }

  const newAlert = (id: string, leg: { from: string; to: string; date: string }, priceMinor: number): PriceAlert => ({
    id,
    ...leg,
    fromCity: cityName(leg.from),
    toCity: cityName(leg.to),
    priceAtCreationMinor: priceMinor,
    currentPriceMinor: priceMinor,
    notifiedAt: null,
    createdAt: new Date().toISOString(),
  });

  /** Sends a mail about a stored alert; a mail outage must not undo the alert or surface as a failure. */
  async function sendQuietly(what: string, message: MailMessage) {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error }, `price alert ${what} email failed`);
    }
  }

  /** The first and only email of an unconfirmed alert: nothing in it was chosen by whoever asked for it. */
  async function sendConfirmationRequest(alert: { id: string; email: string; from: string; to: string; date: string }) {
    const token = encodeURIComponent(signUnsubscribeToken(deps, 'price-alert-confirm', alert.id));
    await sendQuietly('confirmation', {
      to: alert.email,
      subject: `Confirm your price alert: ${cityName(alert.from)} to ${cityName(alert.to)} on ${alert.date}`,
      text: [
        'Hi,',
        '',
        `Someone (hopefully you) asked us to email this address when the fare for ${routeLabel(alert)} drops.`,
        '',
        `To start this price alert, confirm it: ${config.publicUrl}/price-alerts/confirm?token=${token}`,
        '',
        'If it was not you, ignore this email: without your confirmation you will get no more emails about it.',
        '',
        'Happy travels,',
        'The Travel Portal team',
      ].join('\n'),
    });
  }

  /** The "set" email of an active alert, with its price and its removal link. */
  async function sendSetEmail(
    alert: { id: string; email: string; from: string; to: string; date: string },
    priceMinor: number,
  ) {
    const links = unsubscribe(alert.id);
    await sendQuietly('set', {
      to: alert.email,
      subject: `Price alert set: ${cityName(alert.from)} to ${cityName(alert.to)} on ${alert.date}`,
      headers: links.headers,
      text: [
        'Hi,',
        '',
        `Your price alert for ${routeLabel(alert)} is set.`,
        `The cheapest economy fare today is ${rupees(priceMinor)} per adult. We will email you once if it drops.`,
        '',
        `See the flights: ${resultsUrl(alert)}`,
        '',
        `To remove this price alert: ${links.pageUrl}`,
        '',
        'Happy travels,',
        'The Travel Portal team',
      ].join('\n'),
    });
  }

  return {
    /**
     * An account's alert (its own, verified address): active at once, with the "set" email; 409 when that address
     * already has an active alert for the route-day (one waiting for confirmation is confirmed instead).
     */
    async createForAccount(input: { from: string; to: string; date: string; email: string }): Promise<PriceAlert> {
      const { email, leg, priceMinor } = await checked(input);
      const stored = await repo.insert(db, { email, ...leg, priceMinor, confirmed: true });
      if (stored) {
        await sendSetEmail({ id: stored.id, email, ...leg }, priceMinor);
        return { ...newAlert(stored.id, leg, priceMinor) };
      }
      const existing = await repo.findByRoute(db, { email, ...leg });
      const confirmed = existing && !existing.confirmed ? await repo.confirm(db, existing.id) : undefined;
      if (!confirmed?.newlyConfirmed) throw new ApiError(409, PRICE_ALERT_MESSAGES.duplicate);
      await sendSetEmail({ id: confirmed.id, email, ...leg }, confirmed.price_at_creation_minor);
      return toPriceAlert(confirmed, priceMinor);
    },

    /**
     * A logged-out visitor's alert for any address: stored inactive, and the address gets one email with a
     * confirmation link (at most 3 a day). The answer is the same whether the address is new, already waits for
     * a confirmation (the email is sent again) or already has this alert (nothing is sent), so it tells a
     * stranger nothing about the address.
     */
    async requestForAddress(input: { from: string; to: string; date: string; email: string }): Promise<string> {
      const { email, leg, priceMinor } = await checked(input);
      const stored = await repo.insert(db, { email, ...leg, priceMinor, confirmed: false });
      const existing = stored ? undefined : await repo.findByRoute(db, { email, ...leg });
      if (existing?.confirmed) return PRICE_ALERT_MESSAGES.confirmationSent;
      const id = stored?.id ?? existing?.id;
      if (!id) return PRICE_ALERT_MESSAGES.confirmationSent; // removed in between
      if (!(await repo.reserveConfirmationMail(db, email, MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY))) {
        if (stored) await repo.deleteById(db, stored.id);
        throw new ApiError(429, PRICE_ALERT_MESSAGES.tooManyConfirmations);
      }
      await sendConfirmationRequest({ id, email, ...leg });
      return PRICE_ALERT_MESSAGES.confirmationSent;
    },

    /** Activates the alert a confirmation link names (again is harmless); the first time, sends its "set" email. */
    async confirm(token: string | undefined): Promise<{ message: string; alert: PriceAlert }> {
      const id = verifyUnsubscribeToken(deps, 'price-alert-confirm', token);
      if (!id) throw new ApiError(400, PRICE_ALERT_MESSAGES.invalidConfirmLink);
      const row = await repo.confirm(db, id);
      if (!row) throw new ApiError(410, PRICE_ALERT_MESSAGES.confirmGone);
      const alert = toPriceAlert(row, await currentFare(row));
      if (row.newlyConfirmed) await sendSetEmail({ ...alert, email: row.email }, alert.priceAtCreationMinor);
      return { message: PRICE_ALERT_MESSAGES.confirmed, alert };
    },

    async list(email: string): Promise<PriceAlert[]> {
      return withFares(await repo.listFor(db, email));
    },

    async remove(id: string, email: string): Promise<void> {
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
      if (!isUuid || !(await repo.deleteOwn(db, id, email))) throw new ApiError(404, PRICE_ALERT_MESSAGES.notFound);
    },

    /** Removes the alert a signed token names, without a session: 400 for a token we did not sign, 410 once used. */
    async unsubscribe(token: string | undefined): Promise<string> {
      const id = verifyUnsubscribeToken(deps, 'price-alert', token);
      if (!id) throw new ApiError(400, UNSUBSCRIBE_MESSAGES.invalid);
      if (!(await repo.deleteById(db, id))) throw new ApiError(410, PRICE_ALERT_MESSAGES.used);
      return PRICE_ALERT_MESSAGES.unsubscribed;
    },

    /**
     * Emails every alert whose route-day is now cheaper than when it was set, once per alert: the alert is
     * claimed before sending (so two runs never both mail it) and released if the mail fails. Returns how
     * many drop emails went out.
     */
    async checkDrops(today = isoDate()): Promise<number> {
      await repo.deleteBefore(db, today);
      await repo.deleteUnconfirmedOlderThan(db, UNCONFIRMED_ALERT_DAYS);
      let sent = 0;
      const rows = await repo.waiting(db, today);
      const alerts = await withFares(rows);
      for (const [i, alert] of alerts.entries()) {
        const row = rows[i];
        if (alert.currentPriceMinor === null || alert.currentPriceMinor >= alert.priceAtCreationMinor) continue;
        if (!(await repo.claimNotification(db, alert.id, alert.currentPriceMinor))) continue;
        const links = unsubscribe(alert.id);
        try {
          await mailer.send({
            to: row.email,
            subject: `Price drop: ${alert.fromCity} to ${alert.toCity} on ${alert.date} now ${rupees(alert.currentPriceMinor)}`,
            headers: links.headers,
            text: [
              'Hi,',
              '',
              `Good news: the cheapest economy fare for ${routeLabel(alert)} has dropped`,
              `from ${rupees(alert.priceAtCreationMinor)} to ${rupees(alert.currentPriceMinor)} per adult.`,
              '',
              `Book it before it goes up again: ${resultsUrl(alert)}`,
              '',
              'This was the one email of this price alert.',
              `To remove the alert from your list: ${links.pageUrl}`,
              '',
              'Happy travels,',
              'The Travel Portal team',
            ].join('\n'),
          });
          sent++;
        } catch (error) {
          await repo.releaseNotification(db, alert.id);
          log.error({ err: error, alertId: alert.id }, 'price drop email failed; will retry on the next check');
        }
      }
      return sent;
    },
  };
}

export type PriceAlertsService = ReturnType<typeof priceAlertsService>;
