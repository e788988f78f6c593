import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays } from '@travel/contracts/rules';
import {
  CAR_REFERENCE,
  carCompensation,
  type DisruptedSlice,
  type DisruptionAlternative,
  type DisruptionCompensation,
  type FlightDisruption,
} from '@travel/contracts/disruptions';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';
import type { Jobs } from '../../jobs/jobs';
import type { Mailer } from '../../mail/mailer';
import { ApiError } from '../../plugins/errors';
import type { AirlineChange, AirSupplier, AirSupplierName, ChangeOffer, SupplierSlice } from '../../suppliers/air';
import type { DuffelSandbox } from '../../suppliers/duffel/sandbox';
import { SupplierError } from '../../suppliers/errors';
import type { TripjackSandbox } from '../../suppliers/tripjack/sandbox';
import type { FlightCheckoutService } from '../flight-checkout/flight-checkout.service';
import type { Caller, TripsService } from '../trips/trips.service';
import {
  disruptionNoticeMail,
  disruptionRefundMail,
  disruptionReminderMail,
  reissuedTicketMail,
  whenIst,
} from './disruptions.mail';
import * as repo from './disruptions.repository';
import type { Actor, DisruptionAction, DisruptionRow } from './disruptions.repository';

/** Recurring: Duffel's recorded webhooks applied (and those kept until their order existed). */
export const DUFFEL_EVENTS_QUEUE = 'disruptions.duffel-events';
/** One-off, per Duffel webhook recorded: the same as the recurring run, at once. */
export const DUFFEL_EVENT_NOW_QUEUE = 'disruptions.duffel-event';
/** Recurring: TripJack's bookings read again and compared with the last look (TripJack sends no notice). */
export const TRIPJACK_POLL_QUEUE = 'disruptions.tripjack-poll';
/** One-off: a reminder before the supplier's deadline. */
export const REMINDER_QUEUE = 'disruptions.remind';
/** One-off: the supplier's deadline has passed. */
export const DEADLINE_QUEUE = 'disruptions.deadline';

/** Reminders go this many hours before a supplier's deadline (each only if still ahead when the change is seen). */
export const REMINDER_HOURS_BEFORE = [24, 3];
/** A webhook whose order never appears is given up after this long (its order was never ours, or never booked). */
const KEEP_UNMATCHED_EVENT_DAYS = 7;

export const NO_SUCH_CHANGE = 'No such schedule change on this booking';
export const DISRUPTION_MESSAGES = {
  accepted: 'The new schedule is confirmed with the airline.',
  changed: 'Your new flight is confirmed with the airline.',
  cancelled: 'Your booking is cancelled and everything you paid is being refunded to your original payment method.',
  busy: 'Your answer to this change is being confirmed with the airline; please look again in a moment.',
  notAllowed: 'The airline does not allow this answer to this change.',
  superseded: 'The airline has changed this flight again since; please answer its latest change.',
  notActive: 'This booking has been cancelled already, so there is nothing left to answer.',
  alternativeGone: 'That flight is no longer offered by the airline; please choose again from the list.',
  unclear:
    'We could not get a clear answer from the airline. Please try again in a few minutes: we check with the airline first, so nothing is done twice.',
} as const;

const HOUR = 3_600_000;

export interface DisruptionsDeps {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  suppliers: {
    air: Record<AirSupplierName, AirSupplier>;
    /** The order at its supplier, once placed. */
    booking(orderId: string): Promise<SupplierBooking | undefined>;
    sandboxes: ReadonlySet<AirSupplierName>;
    duffelSandbox?: () => Promise<Pick<DuffelSandbox, 'announceAirlineChange'>>;
    tripjackSandbox?: () => Promise<Pick<TripjackSandbox, 'changeSchedule'>>;
  };
  flightCheckout: Pick<
    FlightCheckoutService,
    'findOrder' | 'refundInFull' | 'recordEvent' | 'eTicketPdf' | 'ordersOfUser'
  >;
  trips: Pick<TripsService, 'accessibleFlightOrder'>;
  now?: () => Date;
}

/** The airline's booking at the supplier, as confirmed: its PNR for a claim. */
export interface SupplierBooking {
  bookingReference: string | null;
  supplierOrderId: string | null;
}

/** 'retimed', 'renumbered' or 'cancelled', from what the supplier removed and added. */
export function kindOf(change: Pick<AirlineChange, 'removed' | 'added'>): DisruptionRow['kind'] {
  if (change.added.length === 0 || change.added.every((slice) => slice.segments.length === 0)) return 'cancelled';
  const segments = (slices: SupplierSlice[]) => slices.flatMap((slice) => slice.segments);
  const was = segments(change.removed);
  const is = segments(change.added);
  const timesMoved =
    was.length !== is.length ||
    was.some((s, i) => s.departingAt !== is[i].departingAt || s.arrivingAt !== is[i].arrivingAt);
  if (timesMoved) return 'retimed';
  return was.some((s, i) => s.flightNumber !== is[i].flightNumber) ? 'renumbered' : 'retimed';
}

const sliceView = (slice: SupplierSlice): DisruptedSlice => ({
  from: slice.from,
  to: slice.to,
  departingAt: slice.segments[0]?.departingAt ?? '',
  arrivingAt: slice.segments.at(-1)?.arrivingAt ?? '',
  flightNumbers: slice.segments.map((s) => s.flightNumber),
});

/** A local wall-clock time of the inventory's airports as an instant: India's (UTC+05:30), as My Trips takes it. */
const instantOf = (wallClock: string) => new Date(`${wallClock.slice(0, 16)}:00+05:30`).toISOString();

/** The e-ticket's flight as a supplier's slice has it: its first flight number, departure and arrival. */
const scheduleOf = (slice: SupplierSlice) => ({
  flightNumber: slice.segments[0]?.flightNumber ?? '',
  departureLocal: slice.segments[0]?.departingAt ?? '',
  arrivalLocal: slice.segments.at(-1)?.arrivingAt ?? '',
});

/** Whether the booking's slices are the flights chosen: each flight's number and departure the same. */
function onFlights(booked: SupplierSlice[], chosen: SupplierSlice[]): boolean {
  const flights = (slices: SupplierSlice[]) =>
    slices.flatMap((slice) => slice.segments.map((s) => `${s.flightNumber}@${s.departingAt}`)).join(',');
  return chosen.length > 0 && flights(booked.slice(0, chosen.length)) === flights(chosen);
}

/**
 * The flight an answered change leaves the booking on: the airline's new schedule once accepted (or once its
 * deadline passed with the new schedule standing), the alternative once chosen; undefined otherwise.
 */
export function heldSlice(row: Pick<DisruptionRow, 'status' | 'kind' | 'added' | 'choice'>): SupplierSlice | undefined {
  if (row.status === 'accepted' || (row.status === 'expired' && row.kind !== 'cancelled')) return row.added[0];
  if (row.status === 'changed') return row.choice?.alternative?.slices[0];
  return undefined;
}

/**
 * The flight the e-ticket prints as it now stands after the airline's changes (the one the reissued ticket
 * mailed carries): that of the latest answered change, unless the booking was moved to another date since.
 * Undefined when no change was answered: the flight as booked.
 */
export async function scheduleNow(
  db: Db,
  orderId: string,
): Promise<{ flightNumber: string; departureLocal: string; arrivalLocal: string } | undefined> {
  const answered = (await repo.disruptionsOfOrder(db, orderId))
    .filter((row) => row.chosen_at && heldSlice(row))
    .sort((a, b) => Date.parse(b.chosen_at!) - Date.parse(a.chosen_at!))[0];
  if (!answered) return undefined;
  // A date change made since moved the booking to the flight it now names.
  const [moved] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM flight_date_changes
        WHERE order_id = ${orderId}::uuid AND status = 'completed' AND completed_at > ${answered.chosen_at}::timestamptz`,
  );
  return moved?.n ? undefined : scheduleOf(heldSlice(answered)!);
}

/** What happens if the deadline passes unanswered (or, without one, until the traveller answers), said up front. */
export function whenDeadlinePasses(row: Pick<DisruptionRow, 'kind' | 'respond_by'>): string {
  if (!row.respond_by) {
    return row.kind === 'cancelled'
      ? 'The airline has set no deadline: answer before your flight was due to leave. Until you answer, no flight ' +
          'is booked for you, and you can cancel for a full refund at any time.'
      : "The airline has set no deadline: answer before your flight. Until you answer, your booking keeps the airline's new schedule.";
  }
  return row.kind === 'cancelled'
    ? `If you have not answered by ${whenIst(row.respond_by)}, we cancel the booking and refund everything you ` +
        'paid to your original payment method.'
    : `If you have not answered by ${whenIst(row.respond_by)}, the airline's new schedule stands and your booking ` +
        'keeps it.';
}

export function disruptionsService(deps: DisruptionsDeps) {
  const { db, log } = deps;
  const now = () => deps.now?.() ?? new Date();
  const label = (supplier: AirSupplierName) => deps.suppliers.air[supplier].label;
  const tripUrl = (reference: string) =>
    `${deps.publicUrl}/my-trips/trip?kind=flight&reference=${encodeURIComponent(reference)}`;

  function toView(row: DisruptionRow, reference: string): FlightDisruption {
    return {
      id: row.id,
      reference,
      kind: row.kind,
      status: row.status,
      supplier: label(row.supplier),
      detectedAt: row.detected_at,
      before: row.removed.map(sliceView),
      after: row.added.map(sliceView),
      actions: row.status === 'open' ? row.actions : [],
      respondBy: row.respond_by,
      whenDeadlinePasses: whenDeadlinePasses(row),
      choice:
        row.chosen_action && row.chosen_at
          ? { action: row.chosen_action, at: row.chosen_at, by: row.chosen_by ?? 'system' }
          : null,
      refund: row.choice?.refund ?? null,
    };
  }

  /**
   * One change the supplier reported, recorded once: the row, its event, the traveller's email and the reminders
   * before its deadline are written in one transaction, only by whoever inserts the row. Answers 'no_order' while
   * the supplier's order is not (yet) a confirmed order of ours.
   */
  async function record(supplier: AirSupplierName, change: AirlineChange): Promise<'recorded' | 'known' | 'no_order'> {
    const orderId = await repo.confirmedFlightOrder(db, supplier, change.orderId);
    if (!orderId) return 'no_order';
    const order = await deps.flightCheckout.findOrder({ id: orderId });
    if (!order) return 'no_order';
    // Accepted already (at the supplier, by staff), or a booking no longer flown (cancelled, refunded): nothing
    // for the traveller to answer.
    if (change.acceptedAt || order.status !== 'paid') return 'known';
    const recorded = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const row = await repo.insertDisruption(txDb, {
        order_id: orderId,
        supplier,
        supplier_order_id: change.orderId,
        change_id: change.id,
        kind: kindOf(change),
        removed: change.removed,
        added: change.added,
        actions: change.actions,
        respond_by: change.respondBy ? new Date(change.respondBy).toISOString() : null,
      });
      if (!row) return false;
      for (const earlier of await repo.supersedeEarlier(txDb, orderId, row.id)) {
        await repo.recordEvent(txDb, earlier, 'superseded', 'system', null, `by change ${change.id}`);
      }
      await repo.recordEvent(txDb, row.id, 'detected', 'system', null, `${supplier} change ${change.id}`);
      await deps.flightCheckout.recordEvent(txDb, orderId, 'airline_change_detected', `${row.kind}: ${change.id}`);
      await deps.mailer.send(
        disruptionNoticeMail({
          to: order.contactEmail,
          reference: order.reference,
          disruption: toView(row, order.reference),
          tripUrl: tripUrl(order.reference),
        }),
        { tx: txDb },
      );
      await repo.recordEvent(txDb, row.id, 'notified', 'system', null, order.contactEmail);
      if (row.respond_by) {
        const deadline = Date.parse(row.respond_by);
        for (const hours of REMINDER_HOURS_BEFORE) {
          const runAt = new Date(deadline - hours * HOUR);
          if (runAt.getTime() <= now().getTime()) continue;
          await deps.jobs.enqueue(
            REMINDER_QUEUE,
            { id: row.id, hours },
            { runAt, singletonKey: `disruption-remind:${row.id}:${hours}` },
            txDb,
          );
        }
        await deps.jobs.enqueue(
          DEADLINE_QUEUE,
          { id: row.id },
          { runAt: new Date(deadline), singletonKey: `disruption-deadline:${row.id}` },
          txDb,
        );
      }
      return true;
    });
    return recorded ? 'recorded' : 'known';
  }

  /** Duffel's recorded airline-change webhooks: each applied once its order is ours and confirmed. */
  async function processDuffelEvents(): Promise<number> {
    let applied = 0;
    for (const event of await repo.unprocessedChangeEvents(db)) {
      if (!event.supplier_order_id) {
        await repo.markEventProcessed(db, event.id);
        continue;
      }
      if (!(await repo.confirmedFlightOrder(db, 'duffel', event.supplier_order_id))) {
        // Before the booking is confirmed here: kept, and applied by a later run once it is.
        if (now().getTime() - Date.parse(event.received_at) > KEEP_UNMATCHED_EVENT_DAYS * 24 * HOUR) {
          log.warn({ eventId: event.id }, 'an airline change for an order we never confirmed: given up');
          await repo.markEventProcessed(db, event.id);
        }
        continue;
      }
      // The event names the order; the changes themselves are read from Duffel (every one, latest state).
      for (const change of await deps.suppliers.air.duffel.airlineChanges(event.supplier_order_id)) {
        await record('duffel', change);
      }
      await repo.markEventProcessed(db, event.id);
      applied++;
    }
    return applied;
  }

  /** Every confirmed TripJack booking read again; a change since the last look is recorded. */
  async function pollTripjack(): Promise<number> {
    let failures = 0;
    let found = 0;
    for (const { supplier_order_id: bookingId } of await repo.tripjackBookingsToPoll(db)) {
      try {
        for (const change of await deps.suppliers.air.tripjack.airlineChanges(bookingId)) {
          if ((await record('tripjack', change)) === 'recorded') found++;
        }
      } catch (error) {
        failures++;
        log.warn({ err: error, bookingId }, 'a TripJack booking could not be read for airline changes');
      }
    }
    // Thrown: the job runs again with backoff; the bookings read fine are not recorded twice.
    if (failures > 0) throw new Error(`${failures} TripJack booking(s) could not be read`);
    return found;
  }

  async function ownedChange(reference: string, id: string, caller: Caller) {
    const order = await deps.trips.accessibleFlightOrder(reference, caller);
    const row = await repo.findDisruption(db, id);
    if (!row || row.order_id !== order.id) throw new ApiError(404, NO_SUCH_CHANGE);
    return { order, row };
  }

  const deadlinePassed = (row: DisruptionRow) =>
    row.respond_by !== null && Date.parse(row.respond_by) <= now().getTime();

  /** Why an answer cannot be taken now (a 409), or the answer already given when it is the same one. */
  function refuseOrRepeat(row: DisruptionRow, action: DisruptionAction, reference: string) {
    if (row.status === 'open') {
      if (deadlinePassed(row)) {
        throw new ApiError(
          409,
          `The airline's deadline to answer this change passed on ${whenIst(row.respond_by!)}. ${whenDeadlinePasses(row)}`,
        );
      }
      if (!row.actions.includes(action)) throw new ApiError(409, DISRUPTION_MESSAGES.notAllowed);
      return undefined;
    }
    if (row.chosen_action === action) return toView(row, reference);
    if (row.status === 'superseded') throw new ApiError(409, DISRUPTION_MESSAGES.superseded);
    if (row.status === 'expired' || row.chosen_action === 'deadline') {
      throw new ApiError(
        409,
        `The airline's deadline to answer this change passed on ${whenIst(row.respond_by!)}. ${whenDeadlinePasses(row)}`,
      );
    }
    const done = { accept: 'accepted the new schedule', change: 'chosen another flight', cancel: 'cancelled' }[
      row.chosen_action as DisruptionAction
    ];
    throw new ApiError(409, `This change was already answered: the booking has ${done ?? 'been answered'}.`);
  }

  /**
   * Carries out one answer at the supplier under a lease on the open change, then writes it once. A repeated
   * answer (the same action, after it is done) answers the same; another answer after it is a 409.
   */
  async function answer(
    reference: string,
    id: string,
    caller: Caller,
    action: DisruptionAction,
    by: Actor,
    carryOut: (
      row: DisruptionRow,
      order: Awaited<ReturnType<typeof ownedChange>>['order'],
    ) => Promise<{ status: repo.DisruptionStatus; choice: repo.DisruptionChoice | null }>,
  ): Promise<FlightDisruption> {
    const { order, row } = await ownedChange(reference, id, caller);
    const repeated = refuseOrRepeat(row, action, order.reference);
    if (repeated) return repeated;
    // Cancelled since (in My Trips, or by staff): its money has gone back already, never twice.
    if (order.status !== 'paid') throw new ApiError(409, DISRUPTION_MESSAGES.notActive);
    if (!(await repo.claimAnswer(db, row.id, action))) {
      const again = (await repo.findDisruption(db, row.id))!;
      const same = refuseOrRepeat(again, action, order.reference);
      if (same) return same;
      throw new ApiError(409, DISRUPTION_MESSAGES.busy);
    }
    let outcome: Awaited<ReturnType<typeof carryOut>>;
    try {
      outcome = await carryOut(row, order);
    } catch (error) {
      await repo.releaseAnswer(db, row.id);
      if (error instanceof ApiError) throw error;
      if (error instanceof SupplierError && error.refused) {
        throw new ApiError(409, `${label(row.supplier)} refused it: ${error.message}`);
      }
      log.warn({ err: error, disruptionId: row.id, action }, 'an answer to an airline change was not confirmed');
      // No clear answer (a time-out): the supplier may have acted on it, so nothing is said to be unchanged; a try
      // again looks the booking up there before sending anything.
      throw new ApiError(503, DISRUPTION_MESSAGES.unclear);
    }
    // The flight the traveller now holds, reissued on the e-ticket (read before the transaction: one connection on
    // PGlite). A failure to draw it leaves the answer standing: the ticket can be downloaded again from My Trips.
    const flying = heldSlice({ ...row, status: outcome.status, choice: outcome.choice });
    const reissued = flying
      ? await deps.flightCheckout.eTicketPdf(order.id, scheduleOf(flying)).catch((error: unknown) => {
          log.error({ err: error, disruptionId: row.id }, 'the reissued e-ticket could not be drawn');
          return undefined;
        })
      : undefined;
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const written = await repo.recordAnswer(txDb, row.id, {
        status: outcome.status,
        action,
        by,
        userId: caller.user?.id ?? null,
        choice: outcome.choice,
      });
      if (!written) return;
      await repo.recordEvent(
        txDb,
        row.id,
        action,
        by,
        caller.user?.id ?? null,
        outcome.choice ? JSON.stringify(outcome.choice) : null,
      );
      await deps.flightCheckout.recordEvent(txDb, order.id, `airline_change_${action}`, `change ${row.change_id}`);
      if (flying && reissued) {
        await deps.mailer.send(
          reissuedTicketMail({
            to: order.contactEmail,
            reference: order.reference,
            flight: sliceView(flying),
            pdf: reissued,
            tripUrl: tripUrl(order.reference),
          }),
          { tx: txDb },
        );
        await repo.recordEvent(txDb, row.id, 'ticket_reissued', 'system', null, order.contactEmail);
      }
    });
    return toView((await repo.findDisruption(db, row.id))!, order.reference);
  }

  /** Everything paid goes back for this change: the card in full (fees too) and the credit, once per change. */
  async function refundForChange(row: DisruptionRow, orderId: string): Promise<repo.DisruptionChoice> {
    const key = `airline-change:${row.id}`;
    const refunded = await deps.flightCheckout.refundInFull(orderId, {
      key,
      event: `airline_change_refunded:${row.id}`,
      creditReason: (reference) => `Booking ${reference} cancelled after the airline's change: credit returned`,
      detail: ({ refundId, cardMinor, creditMinor, currency }) =>
        `cancelled for the airline's change ${row.change_id}; refund ${refundId ?? 'none'} of ${cardMinor} ` +
        `${currency}, ${creditMinor} travel credit returned`,
      mail: (filed) => disruptionRefundMail(filed),
    });
    const order = (await deps.flightCheckout.findOrder({ id: orderId }))!;
    if (refunded.done) {
      return {
        refund: {
          refundId: refunded.refundId,
          amountMinor: refunded.cardMinor,
          travelCreditMinor: refunded.creditMinor,
          currency: order.currency,
        },
      };
    }
    // Done by an earlier try that stopped before writing the answer: the same refunds (the booking's payment,
    // and each date change's payment under its own key).
    const earlier = await repo.refundByKey(db, key);
    const [changes] = await queryRows<{ amount_minor: number }>(
      db,
      sql`SELECT coalesce(sum(amount_minor), 0)::integer AS amount_minor FROM refunds
          WHERE idempotency_key LIKE ${`${key}:date-change:%`}`,
    );
    return {
      refund: {
        refundId: earlier?.id ?? null,
        amountMinor: (earlier?.amount_minor ?? 0) + (changes?.amount_minor ?? 0),
        travelCreditMinor: order.travelCreditMinor,
        currency: order.currency,
      },
    };
  }

  /** Cancels at the supplier (so its refund comes to us), then refunds the traveller in full. */
  async function cancelForChange(row: DisruptionRow, orderId: string): Promise<repo.DisruptionChoice> {
    const supplier = deps.suppliers.air[row.supplier];
    try {
      // Cancelled there already (an earlier try that stopped before refunding): on to the refund.
      if ((await supplier.getOrder(row.supplier_order_id)).status !== 'cancelled') {
        const quote = await supplier.quoteCancellation(row.supplier_order_id);
        if (!quote.confirmedAt) await supplier.confirmCancellation(quote.id);
      }
    } catch (error) {
      // The airline cancelled the flight: what the traveller paid is owed whatever the supplier says of the order.
      if (!(error instanceof SupplierError && error.refused && row.kind === 'cancelled')) throw error;
      log.warn(
        { err: error, disruptionId: row.id },
        'the supplier refused to cancel an order whose flight it cancelled',
      );
    }
    return refundForChange(row, orderId);
  }

  /**
   * What the supplier offers instead of the booked flight: on its day and the day after (a cancelled flight's
   * passengers are usually moved to the next one). Each list offered is kept as an event, so the one chosen is
   * confirmed at the price it was offered at (the supplier's ids change with each asking).
   */
  async function alternativesOf(row: DisruptionRow): Promise<DisruptionAlternative[]> {
    const removed = row.removed[0];
    const first = removed?.segments[0];
    if (!first) return [];
    const day = first.departingAt.slice(0, 10);
    const offers: ChangeOffer[] = [];
    try {
      for (const date of [day, addDays(day, 1)]) {
        offers.push(...(await deps.suppliers.air[row.supplier].changeOffers(row.supplier_order_id, 0, date)));
      }
    } catch (error) {
      // A supplier that changes no flights (TripJack for now) offers none.
      if (error instanceof SupplierError && error.refused) return [];
      throw error;
    }
    const alternatives = offers.filter(
      (offer) =>
        !(
          offer.slices[0]?.segments[0]?.flightNumber === first.flightNumber &&
          offer.slices[0]?.segments[0]?.departingAt === first.departingAt
        ),
    );
    if (alternatives.length) {
      await repo.recordEvent(
        db,
        row.id,
        'alternatives_offered',
        'system',
        null,
        JSON.stringify(
          alternatives.map(({ id, slices, changeTotal, expiresAt }) => ({ id, slices, changeTotal, expiresAt })),
        ),
      );
    }
    return alternatives.map((offer) => ({
      id: offer.id,
      slices: offer.slices.map(sliceView),
      expiresAt: offer.expiresAt,
    }));
  }

  /** The alternative with this id as it was last offered, while it is still good. */
  async function offeredAlternative(row: DisruptionRow, alternativeId: string) {
    const offered = (await repo.eventsOf(db, row.id))
      .filter((event) => event.action === 'alternatives_offered' && event.detail)
      .flatMap(
        (event) => JSON.parse(event.detail!) as Pick<ChangeOffer, 'id' | 'slices' | 'changeTotal' | 'expiresAt'>[],
      );
    const chosen = offered.reverse().find((offer) => offer.id === alternativeId);
    return chosen && Date.parse(chosen.expiresAt) > now().getTime() ? chosen : undefined;
  }

  deps.jobs.work(REMINDER_QUEUE, async (payload) => {
    const row = await repo.findDisruption(db, String(payload.id));
    if (!row || row.status !== 'open' || !row.respond_by || deadlinePassed(row)) return;
    const order = await deps.flightCheckout.findOrder({ id: row.order_id });
    if (!order) return;
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await deps.mailer.send(
        disruptionReminderMail({
          to: order.contactEmail,
          reference: order.reference,
          disruption: toView(row, order.reference),
          tripUrl: tripUrl(order.reference),
        }),
        { tx: txDb },
      );
      await repo.recordEvent(txDb, row.id, 'reminded', 'system', null, `${String(payload.hours)} hours before`);
    });
  });

  deps.jobs.work(DEADLINE_QUEUE, async (payload) => {
    const row = await repo.findDisruption(db, String(payload.id));
    if (!row || row.status !== 'open' || !deadlinePassed(row)) return;
    // What the notice said would happen: a cancelled flight is refunded in full; otherwise the new schedule stands.
    // A booking cancelled since was refunded then: never twice.
    const order = await deps.flightCheckout.findOrder({ id: row.order_id });
    const refund = row.kind === 'cancelled' && order?.status === 'paid';
    const choice = refund ? await refundForChange(row, row.order_id) : null;
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const written = await repo.recordAnswer(txDb, row.id, {
        status: refund ? 'cancelled' : 'expired',
        action: 'deadline',
        by: 'system',
        userId: null,
        choice,
      });
      if (written) await repo.recordEvent(txDb, row.id, 'deadline_passed', 'system', null, whenDeadlinePasses(row));
    });
  });

  return {
    record,
    processDuffelEvents,
    pollTripjack,
    toView,

    /** The booking's airline changes, latest first (its owner, or a guest with the look-up's token; else 404). */
    async ofBooking(reference: string, caller: Caller): Promise<FlightDisruption[]> {
      const order = await deps.trips.accessibleFlightOrder(reference, caller);
      return (await repo.disruptionsOfOrder(db, order.id)).map((row) => toView(row, order.reference));
    },

    /** The changes still waiting for the signed-in traveller's answer, on any of their bookings: My Trips' list. */
    async openForUser(user: { id: string; email: string }): Promise<FlightDisruption[]> {
      const orders = await deps.flightCheckout.ordersOfUser(user.id, user.email);
      const open: FlightDisruption[] = [];
      for (const order of orders.filter((o) => o.supplier !== null && o.status === 'paid')) {
        for (const row of await repo.disruptionsOfOrder(db, order.id)) {
          if (row.status === 'open') open.push(toView(row, order.reference));
        }
      }
      return open;
    },

    accept: (reference: string, id: string, caller: Caller, by: Actor = 'traveller') =>
      answer(reference, id, caller, 'accept', by, async (row) => {
        const supplier = deps.suppliers.air[row.supplier];
        // An earlier try whose answer never came may have been accepted there: looked up, never sent again blindly.
        const there = (await supplier.airlineChanges(row.supplier_order_id)).find(
          (change) => change.id === row.change_id,
        );
        if (!there?.acceptedAt) await supplier.acceptAirlineChange(row.change_id);
        return { status: 'accepted', choice: null };
      }),

    async alternatives(reference: string, id: string, caller: Caller): Promise<DisruptionAlternative[]> {
      const { row } = await ownedChange(reference, id, caller);
      if (row.status !== 'open' || !row.actions.includes('change') || deadlinePassed(row)) return [];
      return alternativesOf(row);
    },

    chooseAlternative: (
      reference: string,
      id: string,
      alternativeId: string,
      caller: Caller,
      by: Actor = 'traveller',
    ) =>
      answer(reference, id, caller, 'change', by, async (row) => {
        const chosen = await offeredAlternative(row, alternativeId);
        if (!chosen) throw new ApiError(409, DISRUPTION_MESSAGES.alternativeGone);
        // Free to the traveller: what the supplier asks for the change is ours to pay.
        const cost = chosen.changeTotal.amountMinor > 0 ? chosen.changeTotal : null;
        const supplier = deps.suppliers.air[row.supplier];
        // An earlier try whose answer never came may have moved the booking there: looked up, never sent again
        // blindly (the booking already on the chosen flight is the change made).
        if (!onFlights((await supplier.getOrder(row.supplier_order_id)).slices, chosen.slices)) {
          await supplier.confirmChange(chosen.id, cost);
        }
        return { status: 'changed', choice: { alternative: { id: chosen.id, slices: chosen.slices } } };
      }),

    cancel: (reference: string, id: string, caller: Caller, by: Actor = 'traveller') =>
      answer(reference, id, caller, 'cancel', by, async (row, order) => ({
        status: 'cancelled',
        choice: await cancelForChange(row, order.id),
      })),

    /**
     * The test switch: the booking's sandbox supplier changes its first flight now, and the change is recorded
     * as detection would record it. Undefined when the booking is not held at a sandbox.
     */
    async sandboxChange(reference: string, kind: DisruptionRow['kind'], caller: Caller) {
      const order = await deps.trips.accessibleFlightOrder(reference, caller);
      const placed = await deps.suppliers.booking(order.id);
      const supplierOrderId = placed?.supplierOrderId;
      if (!order.supplier || !supplierOrderId || !deps.suppliers.sandboxes.has(order.supplier)) return undefined;
      if (order.supplier === 'duffel') {
        await (await deps.suppliers.duffelSandbox!()).announceAirlineChange(supplierOrderId, kind);
      } else {
        // Read once first, so the booking as it stands is the baseline the change is compared with.
        await deps.suppliers.air.tripjack.airlineChanges(supplierOrderId);
        (await deps.suppliers.tripjackSandbox!()).changeSchedule(supplierOrderId, kind);
      }
      for (const change of await deps.suppliers.air[order.supplier].airlineChanges(supplierOrderId)) {
        await record(order.supplier, change);
      }
      return (await repo.disruptionsOfOrder(db, order.id)).map((row) => toView(row, order.reference));
    },

    /** What the CAR gives the passengers for this change, and whom to claim it from. */
    async compensation(reference: string, id: string, caller: Caller): Promise<DisruptionCompensation> {
      const { order, row } = await ownedChange(reference, id, caller);
      const booked = row.removed[0];
      const first = booked?.segments[0];
      if (!booked || !first) throw new ApiError(404, NO_SUCH_CHANGE);
      const alternative = row.choice?.alternative?.slices[0]?.segments[0]?.departingAt;
      const result = carCompensation({
        kind: row.kind,
        scheduledDeparture: instantOf(first.departingAt),
        toldAt: row.detected_at,
        blockTimeMin: booked.durationMin,
        alternateDeparture: alternative ? instantOf(alternative) : null,
        // The fuel charge is not given apart by suppliers: the cap cannot be applied, so the amount is "up to".
        basicFarePlusFuelMinor: null,
        passengers: order.adults + order.childAges.length,
      });
      const pnr = (await deps.suppliers.booking(order.id))?.bookingReference;
      return {
        ...result,
        airline: first.carrier,
        source: CAR_REFERENCE,
        howToClaim: result.owed
          ? `Claim it from the operating airline (${first.carrier}), not from Travel Portal: write to the airline's ` +
            `customer support or its nodal officer, quoting the airline booking reference${pnr ? ` ${pnr}` : ''}, ` +
            `flight ${first.flightNumber} of ${first.departingAt.slice(0, 10)} and the day you were told ` +
            `(${row.detected_at.slice(0, 10)}). If the airline does not settle it, complain on the government's ` +
            'AirSewa portal (airsewa.gov.in).'
          : 'Nothing to claim for this change.',
      };
    },
  };
}

export type DisruptionsService = ReturnType<typeof disruptionsService>;
