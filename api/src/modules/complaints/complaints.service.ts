import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  canMoveComplaint,
  COMPLAINT_MESSAGES,
  complaintClocks,
  complaintFilingProblems,
  complaintDeadlines,
  complaintTextFits,
  complaintTicket,
  statusAfterStaffReply,
  statusAfterTravellerReply,
  type Complaint,
  type ComplaintBooking,
  type ComplaintStatus,
  type ComplaintThread,
  type FileComplaintBody,
  type LinkComplaintBody,
  type StaffComplaint,
  type StaffComplaintDetail,
} from '@travel/contracts/complaints';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { ApiError, invalidInput } from '../../plugins/errors';
import type { BookingsService } from '../bookings/bookings.service';
import type { DateChangeService } from '../date-change/date-change.service';
import type { FlightCheckoutService } from '../flight-checkout/flight-checkout.service';
import type { RefundsService } from '../refunds/refunds.service';
import type { Caller, TripsService } from '../trips/trips.service';
import { complaintReceivedMail, deskNoticeMail, resolvedMail, staffReplyMail } from './complaints.mail';
import * as repo from './complaints.repository';

export const COMPLAINT_FILED = 'Your complaint is registered. We have emailed you its ticket number.';
export const alreadyAssigned = (ticket: string, name: string) => `${ticket} is already assigned to ${name}.`;

export interface ComplaintsDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The grievance desk's address (ADMIN_EMAIL): told of new complaints and of replies on unassigned ones. */
  deskEmail: string | undefined;
  trips: Pick<TripsService, 'accessibleFlightOrder' | 'detail'>;
  bookings: Pick<BookingsService, 'findBooking'>;
  flightCheckout: Pick<FlightCheckoutService, 'findOrder'>;
  refunds: Pick<RefundsService, 'find'>;
  dateChange: Pick<DateChangeService, 'status'>;
}

export type Staff = { id: string; name: string };

function toComplaint(row: repo.ComplaintRow, now = new Date()): Complaint {
  return {
    ticket: row.ticket,
    category: row.category,
    status: row.status,
    booking: { kind: row.bookingKind, reference: row.bookingReference },
    filedAt: row.filedAt,
    acknowledgedAt: row.acknowledgedAt,
    resolvedAt: row.resolvedAt,
    resolution: row.resolution,
    clocks: complaintClocks(row, now),
    updatedAt: row.updatedAt,
  };
}

function toStaffComplaint(row: repo.ComplaintRow, now = new Date()): StaffComplaint {
  return {
    ...toComplaint(row, now),
    complainant: { userId: row.userId, email: row.email },
    assignedTo: row.assignedTo ? { id: row.assignedTo, name: row.assignedName ?? '' } : null,
  };
}

const checkText = (text: string, field: 'message' | 'resolution') => {
  if (!complaintTextFits(text)) throw invalidInput([{ field, message: COMPLAINT_MESSAGES[field] }]);
  return text.trim();
};

/**
 * The complaints desk: a traveller files a complaint about one of their bookings (signed in, or as a guest with
 * the trips look-up's token; whose booking it is, app.trips decides) and follows its thread; staff work the
 * queue. Every change is made on the complaint's locked row in one transaction with its event and its email,
 * so two staff at once take turns, and nothing is ever deleted.
 */
export function complaintsService(deps: ComplaintsDeps) {
  const { db, mailer, publicUrl } = deps;

  /** Runs `work` with the complaint's row locked; 404 when there is no such ticket. */
  async function withComplaint<T>(ticket: string, work: (tx: Db, row: repo.ComplaintRow) => Promise<T>) {
    return db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const row = await repo.findByTicket(txDb, ticket, true);
      if (!row) throw new ApiError(404, COMPLAINT_MESSAGES.noSuchComplaint);
      return work(txDb, row);
    });
  }

  /** Whether the caller may read and answer this complaint: theirs by account or email, or its booking's token. */
  async function mayOpen(row: repo.ComplaintRow, caller: Caller): Promise<boolean> {
    const { user, token } = caller;
    if (user && (row.userId === user.id || row.email.toLowerCase() === user.email.toLowerCase())) return true;
    if (!token) return false;
    return bookingEmail({ kind: row.bookingKind, reference: row.bookingReference }, { token }).then(
      () => true,
      () => false,
    );
  }

  async function openFor(tx: Db, ticket: string, caller: Caller) {
    const row = await repo.findByTicket(tx, ticket);
    if (!row || !(await mayOpen(row, caller))) throw new ApiError(404, COMPLAINT_MESSAGES.noSuchComplaint);
    return row;
  }

  /** The booking's own address once the caller is allowed to open it (app.trips answers 404 otherwise). */
  async function bookingEmail(booking: ComplaintBooking, caller: Caller) {
    if (booking.kind === 'flight') {
      const order = await deps.trips.accessibleFlightOrder(booking.reference, caller);
      return { reference: order.reference, email: order.contactEmail };
    }
    await deps.trips.detail('hotel', booking.reference, caller);
    const found = await deps.bookings.findBooking(booking.reference.toUpperCase());
    if (!found) throw new ApiError(404, 'No such booking');
    return { reference: found.id, email: found.email };
  }

  async function thread(tx: Db, row: repo.ComplaintRow): Promise<ComplaintThread> {
    const messages = await repo.messagesOf(tx, row.id);
    return {
      ...toComplaint(row),
      messages: messages.map(({ author, body, createdAt }) => ({ author, body, createdAt })),
    };
  }

  async function staffDetail(tx: Db, row: repo.ComplaintRow): Promise<StaffComplaintDetail> {
    const messages = await repo.messagesOf(tx, row.id);
    const links = await repo.linksOf(tx, row.id);
    const events = await repo.eventsOf(tx, row.id);
    return { ...toStaffComplaint(row), messages, links, events };
  }

  const reread = async (tx: Db, ticket: string) => (await repo.findByTicket(tx, ticket))!;

  /** Moves the status (recorded as an event), with the columns that go with it. */
  async function moveStatus(tx: Db, row: repo.ComplaintRow, to: ComplaintStatus, actor: repo.Actor, at: Date) {
    if (row.status === to) return;
    if (!canMoveComplaint(row.status, to)) throw new ApiError(409, `A ${row.status} complaint cannot be ${to}.`);
    const set = [sql`status = ${to}`];
    if (to === 'acknowledged' || (to === 'resolved' && row.acknowledgedAt === null)) {
      set.push(sql`acknowledged_at = coalesce(acknowledged_at, ${at.toISOString()}::timestamptz)`);
    }
    if (to === 'resolved') set.push(sql`resolved_at = ${at.toISOString()}::timestamptz`);
    if (to === 'reopened') set.push(sql`resolved_at = NULL`);
    await repo.updateComplaint(tx, row.id, at, set);
    await repo.insertEvent(tx, row.id, actor, { action: 'status', before: row.status, after: to }, at);
  }

  /** Who hears of the traveller's message: the staff member who has the ticket, else the desk. */
  const staffAddress = (row: repo.ComplaintRow) => row.assignedEmail ?? deps.deskEmail;

  return {
    /** Files a complaint about one of the caller's bookings: its ticket at once, acknowledged by email. */
    async file(caller: Caller, body: FileComplaintBody): Promise<Complaint> {
      const problems = complaintFilingProblems(body);
      if (problems.length > 0) throw invalidInput(problems);
      const message = body.message.trim();
      const booking = await bookingEmail(body.booking!, caller);
      const email = caller.user?.email ?? booking.email;
      const filedAt = new Date();
      const { acknowledgeBy, resolveBy } = complaintDeadlines(filedAt);
      const traveller: repo.Actor = { kind: 'traveller', userId: caller.user?.id ?? null };
      const row = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const ticket = complaintTicket(await repo.nextTicketNumber(txDb));
        const id = await repo.insertComplaint(txDb, {
          ticket,
          category: body.category,
          bookingKind: body.booking!.kind,
          bookingReference: booking.reference,
          userId: caller.user?.id ?? null,
          email,
          filedAt,
          acknowledgeBy,
          resolveBy,
        });
        await repo.insertMessage(txDb, id, traveller, message, filedAt);
        await repo.insertEvent(txDb, id, traveller, { action: 'filed', after: 'open' }, filedAt);
        const filed = await reread(txDb, ticket);
        const facts = { ...filed, acknowledgeBy: acknowledgeBy.toISOString(), resolveBy: resolveBy.toISOString() };
        await mailer.send(complaintReceivedMail(email, facts, publicUrl), { tx: txDb });
        if (deps.deskEmail) await mailer.send(deskNoticeMail(deps.deskEmail, filed, message, 'filed'), { tx: txDb });
        return filed;
      });
      return toComplaint(row, filedAt);
    },

    /** The signed-in traveller's complaints, newest first. */
    async mine(user: { id: string; email: string }): Promise<Complaint[]> {
      const now = new Date();
      return (await repo.complaintsOf(db, user)).map((row) => toComplaint(row, now));
    },

    /** One complaint with its thread; 404 when it is not the caller's. */
    async thread(ticket: string, caller: Caller): Promise<ComplaintThread> {
      return thread(db, await openFor(db, ticket, caller));
    },

    /** The traveller's reply: a resolved complaint is reopened; the staff member who has it (or the desk) is told. */
    async travellerReply(ticket: string, caller: Caller, text: string): Promise<ComplaintThread> {
      const message = checkText(text, 'message');
      await openFor(db, ticket, caller);
      const traveller: repo.Actor = { kind: 'traveller', userId: caller.user?.id ?? null };
      return withComplaint(ticket, async (tx, row) => {
        const at = new Date();
        await repo.insertMessage(tx, row.id, traveller, message, at);
        await repo.insertEvent(tx, row.id, traveller, { action: 'message', after: 'traveller' }, at);
        const next = statusAfterTravellerReply(row.status);
        await moveStatus(tx, row, next, traveller, at);
        if (next === row.status) await repo.updateComplaint(tx, row.id, at, []);
        const to = staffAddress(row);
        const kind = next === 'reopened' ? 'reopened' : 'reply';
        if (to) await mailer.send(deskNoticeMail(to, row, message, kind), { tx });
        return thread(tx, await reread(tx, ticket));
      });
    },

    /** The staff queue (see repo.queue for its order), optionally of one status. */
    async queue(status?: ComplaintStatus): Promise<StaffComplaint[]> {
      const now = new Date();
      return (await repo.queue(db, now, status)).map((row) => toStaffComplaint(row, now));
    },

    async staffView(ticket: string): Promise<StaffComplaintDetail> {
      const row = await repo.findByTicket(db, ticket);
      if (!row) throw new ApiError(404, COMPLAINT_MESSAGES.noSuchComplaint);
      return staffDetail(db, row);
    },

    /** Takes the ticket; 409 naming who has it when another staff member took it first. */
    async assign(ticket: string, staff: Staff): Promise<StaffComplaintDetail> {
      return withComplaint(ticket, async (tx, row) => {
        if (row.assignedTo && row.assignedTo !== staff.id) {
          throw new ApiError(409, alreadyAssigned(ticket, row.assignedName ?? 'another staff member'));
        }
        if (!row.assignedTo) {
          const at = new Date();
          await repo.updateComplaint(tx, row.id, at, [sql`assigned_to = ${staff.id}::uuid`]);
          await repo.insertEvent(
            tx,
            row.id,
            { kind: 'staff', userId: staff.id },
            {
              action: 'assigned',
              before: null,
              after: staff.id,
            },
            at,
          );
        }
        return staffDetail(tx, await reread(tx, ticket));
      });
    },

    /** A staff reply, emailed to the traveller; the first one acknowledges the complaint. */
    async staffReply(ticket: string, staff: Staff, text: string): Promise<StaffComplaintDetail> {
      const message = checkText(text, 'message');
      const actor: repo.Actor = { kind: 'staff', userId: staff.id };
      return withComplaint(ticket, async (tx, row) => {
        const at = new Date();
        await repo.insertMessage(tx, row.id, actor, message, at);
        await repo.insertEvent(tx, row.id, actor, { action: 'message', after: 'staff' }, at);
        const next = statusAfterStaffReply(row.status);
        await moveStatus(tx, row, next, actor, at);
        if (next === row.status) await repo.updateComplaint(tx, row.id, at, []);
        await mailer.send(staffReplyMail(row.email, row, message, publicUrl), { tx });
        return staffDetail(tx, await reread(tx, ticket));
      });
    },

    /** Resolves the complaint with what the traveller will read (emailed); 409 when already resolved. */
    async resolve(ticket: string, staff: Staff, text: string): Promise<StaffComplaintDetail> {
      const resolution = checkText(text, 'resolution');
      const actor: repo.Actor = { kind: 'staff', userId: staff.id };
      return withComplaint(ticket, async (tx, row) => {
        if (row.status === 'resolved') throw new ApiError(409, COMPLAINT_MESSAGES.alreadyResolved);
        const at = new Date();
        await repo.updateComplaint(tx, row.id, at, [sql`resolution = ${resolution}`]);
        await repo.insertEvent(
          tx,
          row.id,
          actor,
          { action: 'resolution', before: row.resolution, after: resolution },
          at,
        );
        await moveStatus(tx, row, 'resolved', actor, at);
        await mailer.send(resolvedMail(row.email, row, resolution, publicUrl), { tx });
        return staffDetail(tx, await reread(tx, ticket));
      });
    },

    /** Links a refund or a date change of the complaint's booking (each recorded once, as an event too). */
    async link(ticket: string, staff: Staff, body: LinkComplaintBody): Promise<StaffComplaintDetail> {
      const given = [body.refundId, body.dateChangeId].filter((id) => id !== undefined);
      if (given.length !== 1) throw invalidInput([{ field: 'refundId', message: COMPLAINT_MESSAGES.link }]);
      const row = await repo.findByTicket(db, ticket);
      if (!row) throw new ApiError(404, COMPLAINT_MESSAGES.noSuchComplaint);
      const kind = body.refundId !== undefined ? ('refund' as const) : ('date_change' as const);
      const targetId = (body.refundId ?? body.dateChangeId)!;
      if (kind === 'refund') {
        if (!(await deps.refunds.find(targetId))) throw new ApiError(404, 'No such refund');
      } else {
        if (row.bookingKind !== 'flight') {
          throw invalidInput([{ field: 'dateChangeId', message: 'Only a flight booking has date changes.' }]);
        }
        // The change must be of this booking: date change answers 404 otherwise.
        const order = await deps.flightCheckout.findOrder({ reference: row.bookingReference });
        await deps.dateChange.status(row.bookingReference, { token: order?.accessToken ?? '' }, targetId);
      }
      return withComplaint(ticket, async (tx, locked) => {
        const at = new Date();
        if (await repo.insertLink(tx, { complaintId: locked.id, kind, targetId, linkedBy: staff.id, at })) {
          await repo.insertEvent(
            tx,
            locked.id,
            { kind: 'staff', userId: staff.id },
            {
              action: 'linked',
              after: `${kind}:${targetId}`,
            },
            at,
          );
          await repo.updateComplaint(tx, locked.id, at, []);
        }
        return staffDetail(tx, await reread(tx, ticket));
      });
    },
  };
}

export type ComplaintsService = ReturnType<typeof complaintsService>;
