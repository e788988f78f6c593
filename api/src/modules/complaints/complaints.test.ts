import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import {
  COMPLAINT_MESSAGES,
  type ComplaintsReply,
  type ComplaintThreadReply,
  type FileComplaintReply,
  type StaffComplaintReply,
  type StaffComplaintsReply,
} from '@travel/contracts/complaints';
import type { PayReply } from '@travel/contracts/flight-checkout';
import type { CancelTripReply } from '@travel/contracts/trips';
import { addDays, isoDate } from '@travel/contracts/rules';
import { queryRows } from '../../db/rows';
import { clockAt } from '../../test/clock';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { insertSession } from '../accounts/accounts.repository';
import { randomToken, sha256 } from '../accounts/secrets';
import { sessionCookieName, SESSION_TTL_SECONDS } from '../accounts/sessions';
import { createUserSession, type TestSession } from '../accounts/testing';
import { insertBooking } from '../bookings/bookings.repository';
import { orderBody, orderOf, postOrder, someFlight } from '../flight-checkout/testing';
import { guestTokenFor } from '../trips/testing';
import { alreadyAssigned, COMPLAINT_FILED } from './complaints.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DESK = 'desk@example.test';
const MESSAGE = 'My refund has not arrived three weeks after the cancellation.';

describe('the complaints desk: tickets, threads, the staff queue and its clocks', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  let flightId: string;
  let asha: TestSession;
  let ravi: TestSession;
  let meera: TestSession;
  let arjun: TestSession;
  let customerAddress = 0;

  beforeAll(async () => {
    t = await createTestApp({ FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000', ADMIN_EMAIL: DESK }, { mailer });
    flightId = (await someFlight(t.app, 'BOM', 'DEL', 10, 30)).id;
    asha = await createUserSession(t.app, { email: 'asha.complaints@example.test' });
    ravi = await createUserSession(t.app, { email: 'ravi.complaints@example.test' });
    meera = await createUserSession(t.app, { role: 'admin', name: 'Meera Staff', email: 'meera@example.test' });
    arjun = await createUserSession(t.app, { role: 'admin', name: 'Arjun Staff', email: 'arjun@example.test' });
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => jest.useRealTimers());

  /** Each call from its own address unless given one, so the filing limit bites only where a test wants it. */
  const request = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    cookie?: string,
    remoteAddress = `10.39.${Math.floor(customerAddress / 250) % 250}.${(customerAddress++ % 250) + 1}`,
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** Books and pays a flight through the checkout API and the sandbox's success card. */
  async function bookFlight(options: { cookie?: string; email?: string } = {}) {
    const created = await postOrder(
      t.app,
      orderBody(flightId, {
        contact: { email: options.email ?? 'asha.complaints@example.test', mobile: '9876543210' },
      }),
      { cookie: options.cookie },
    );
    expect(created.statusCode).toBe(201);
    const { order, accessToken } = orderOf(created);
    const pay = await request('POST', `/api/flight-checkout/orders/${order.reference}/pay?token=${accessToken}`);
    const { payment } = pay.json() as PayReply;
    if (payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
    const page = await t.app.inject({
      method: 'POST',
      url: payment.redirectUrl,
      headers: { origin: t.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: '4111 1111 1111 1111' }).toString(),
    });
    expect(page.statusCode).toBe(303);
    return { reference: order.reference, token: accessToken! };
  }

  const hotelBooking = (email: string) =>
    insertBooking(t.app.db, {
      hotelName: 'Lake View Stay',
      city: 'Udaipur',
      guestName: 'Asha Verma',
      email,
      phone: null,
      checkIn: addDays(isoDate(), 30),
      checkOut: addDays(isoDate(), 32),
      guests: 2,
      rooms: 1,
      amountPaidMinor: 12_000_00,
      currency: 'INR',
      paymentReference: 'pay_complaints_hotel',
      gateway: 'sandbox',
      status: 'confirmed',
      cancellationPolicy: 'Free cancellation up to 48 hours before check-in.',
    });

  async function file(
    booking: { kind: 'flight' | 'hotel'; reference: string },
    options: { cookie?: string; token?: string; category?: string; message?: string } = {},
  ) {
    const query = options.token ? `?token=${encodeURIComponent(options.token)}` : '';
    return request(
      'POST',
      `/api/complaints${query}`,
      { category: options.category ?? 'refund', booking, message: options.message ?? MESSAGE },
      options.cookie,
    );
  }

  async function filed(booking: { kind: 'flight' | 'hotel'; reference: string }, cookie = asha.cookie) {
    const res = await file(booking, { cookie });
    if (res.statusCode !== 201) throw new Error(`filing answered ${res.statusCode}: ${res.body}`);
    return (res.json() as FileComplaintReply).complaint;
  }

  /**
   * A new session for an existing account at the faked clock's time: PGlite's now() follows the faked clock, so
   * a session from before a move of hours or days would have run out.
   */
  async function freshSession(session: TestSession): Promise<TestSession> {
    const id = randomToken();
    await insertSession(t.app.db, sha256(id), session.user.id, SESSION_TTL_SECONDS);
    return { ...session, cookie: `${sessionCookieName(t.config.publicUrl)}=${id}` };
  }

  const staff = (method: 'GET' | 'POST', url: string, who: TestSession, payload?: object) =>
    request(method, `/api/admin/complaints${url}`, payload, who.cookie);

  const rowsOf = async (ticket: string) => {
    const events = await queryRows<{
      actor: string;
      actor_id: string | null;
      action: string;
      before: string;
      after: string;
    }>(
      t.app.db,
      sql`SELECT e.actor, e.actor_id::text AS actor_id, e.action, e.before, e.after FROM complaint_events e
          JOIN complaints c ON c.id = e.complaint_id WHERE c.ticket = ${ticket} ORDER BY e.id`,
    );
    const messages = await queryRows<{ author: string; body: string }>(
      t.app.db,
      sql`SELECT m.author, m.body FROM complaint_messages m JOIN complaints c ON c.id = m.complaint_id
          WHERE c.ticket = ${ticket} ORDER BY m.id`,
    );
    return { events, messages };
  };

  const mailsTo = (to: string, subject: string) =>
    mailer.sent.filter((m) => m.to === to && m.subject.includes(subject));

  describe('filing', () => {
    it('a signed-in traveller files about their booking: 201, the ticket and its clocks, the acknowledgement mailed', async () => {
      const { reference } = await bookFlight({ cookie: asha.cookie });
      const before = Date.now();
      const res = await file({ kind: 'flight', reference }, { cookie: asha.cookie, category: 'schedule_change' });
      expect(res.statusCode).toBe(201);
      const body = res.json() as FileComplaintReply;
      expect(body.message).toBe(COMPLAINT_FILED);
      const { complaint } = body;
      expect(complaint).toMatchObject({
        category: 'schedule_change',
        status: 'open',
        booking: { kind: 'flight', reference },
        acknowledgedAt: null,
        resolvedAt: null,
        resolution: null,
        clocks: { acknowledgeOverdue: false, resolveOverdue: false },
      });
      expect(complaint.ticket).toMatch(/^TP-C-\d{6}$/);
      const filedAt = new Date(complaint.filedAt).getTime();
      expect(filedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(complaint.clocks.acknowledgeBy).getTime()).toBe(filedAt + 48 * HOUR);
      expect(new Date(complaint.clocks.resolveBy).getTime()).toBe(filedAt + 30 * DAY);

      const [ack] = mailsTo('asha.complaints@example.test', `Complaint ${complaint.ticket} received`);
      expect(ack.text).toContain(`Your ticket number is ${complaint.ticket}`);
      expect(ack.text).toContain(reference);
      expect(mailsTo(DESK, `New complaint ${complaint.ticket}`)).toHaveLength(1);

      const { events, messages } = await rowsOf(complaint.ticket);
      expect(messages).toEqual([{ author: 'traveller', body: MESSAGE }]);
      expect(events).toEqual([
        { actor: 'traveller', actor_id: asha.user.id, action: 'filed', before: null, after: 'open' },
      ]);

      const mine = (await request('GET', '/api/complaints', undefined, asha.cookie)).json() as ComplaintsReply;
      expect(mine.complaints.map((c) => c.ticket)).toContain(complaint.ticket);
      const thread = await request('GET', `/api/complaints/${complaint.ticket}`, undefined, asha.cookie);
      expect(thread.statusCode).toBe(200);
      expect((thread.json() as ComplaintThreadReply).complaint.messages).toEqual([
        { author: 'traveller', body: MESSAGE, createdAt: complaint.filedAt },
      ]);
    });

    it('numbers tickets one after another, unique', async () => {
      const { reference } = await bookFlight({ cookie: asha.cookie });
      const [a, b] = [await filed({ kind: 'flight', reference }), await filed({ kind: 'flight', reference })];
      expect(Number(b.ticket.slice(5))).toBe(Number(a.ticket.slice(5)) + 1);
    });

    it('a hotel booking of the account’s email', async () => {
      const hotelId = await hotelBooking('asha.complaints@example.test');
      const complaint = await filed({ kind: 'hotel', reference: hotelId.toLowerCase() });
      expect(complaint.booking).toEqual({ kind: 'hotel', reference: hotelId });
    });

    it('a guest with the trips look-up’s token, flight or hotel; the acknowledgement goes to the booking’s address', async () => {
      const guest = 'guest.complaints@example.test';
      const { reference } = await bookFlight({ email: guest });
      const token = await guestTokenFor(t.app, mailer, reference, guest);
      const res = await file({ kind: 'flight', reference }, { token, category: 'payment' });
      expect(res.statusCode).toBe(201);
      const { complaint } = res.json() as FileComplaintReply;
      expect(mailsTo(guest, `Complaint ${complaint.ticket} received`)).toHaveLength(1);

      expect((await request('GET', `/api/complaints/${complaint.ticket}?token=${token}`)).statusCode).toBe(200);
      const signedOut = await request('GET', `/api/complaints/${complaint.ticket}`);
      expect([signedOut.statusCode, signedOut.json().message]).toEqual([404, 'No such complaint']);
      const reply = await request('POST', `/api/complaints/${complaint.ticket}/messages?token=${token}`, {
        message: 'Adding the bank statement reference: 0042.',
      });
      expect(reply.statusCode).toBe(200);
      expect((await rowsOf(complaint.ticket)).events.map((e) => [e.actor, e.actor_id, e.action])).toEqual([
        ['traveller', null, 'filed'],
        ['traveller', null, 'message'],
      ]);

      const hotelGuest = 'hotel.guest.complaints@example.test';
      const hotelId = await hotelBooking(hotelGuest);
      const hotelToken = await guestTokenFor(t.app, mailer, hotelId, hotelGuest);
      expect((await file({ kind: 'hotel', reference: hotelId }, { token: hotelToken })).statusCode).toBe(201);
      // The flight's token does not open the hotel booking.
      expect((await file({ kind: 'hotel', reference: hotelId }, { token })).statusCode).toBe(404);
    });

    it('answers 404 for someone else’s booking or complaint, as for one that does not exist', async () => {
      const { reference } = await bookFlight({ cookie: asha.cookie });
      const hers = await filed({ kind: 'flight', reference });
      const cases = [
        await file({ kind: 'flight', reference }, { cookie: ravi.cookie }),
        await file({ kind: 'flight', reference }),
        await file({ kind: 'flight', reference }, { token: 'not-a-token' }),
        await file({ kind: 'flight', reference: 'ZZZZZZ' }, { cookie: asha.cookie }),
        await file(
          { kind: 'hotel', reference: await hotelBooking('someone.else@example.test') },
          { cookie: asha.cookie },
        ),
      ];
      expect(cases.map((res) => [res.statusCode, res.json().message])).toEqual(Array(5).fill([404, 'No such booking']));
      for (const url of [`/api/complaints/${hers.ticket}`, '/api/complaints/TP-C-999999']) {
        const res = await request('GET', url, undefined, ravi.cookie);
        expect([res.statusCode, res.json().message]).toEqual([404, 'No such complaint']);
      }
      const reply = await request('POST', `/api/complaints/${hers.ticket}/messages`, { message: MESSAGE }, ravi.cookie);
      expect([reply.statusCode, reply.json().message]).toEqual([404, 'No such complaint']);
      const mine = (await request('GET', '/api/complaints', undefined, ravi.cookie)).json() as ComplaintsReply;
      expect(mine.complaints.map((c) => c.ticket)).not.toContain(hers.ticket);
      expect((await request('GET', '/api/complaints')).statusCode).toBe(401);
    });

    it('refuses bad input with a clear 400 message', async () => {
      const { reference } = await bookFlight({ cookie: asha.cookie });
      const booking = { kind: 'flight' as const, reference };
      const cases: [object, string][] = [
        [{ category: 'lost_bag', booking, message: MESSAGE }, COMPLAINT_MESSAGES.category],
        [{ category: 'refund', booking, message: 'Too short' }, COMPLAINT_MESSAGES.message],
        [{ category: 'refund', booking, message: `   ${'x'.repeat(8)}   ` }, COMPLAINT_MESSAGES.message],
        [{ category: 'refund', booking, message: 'x'.repeat(4001) }, COMPLAINT_MESSAGES.message],
        [{ category: 'refund', message: MESSAGE }, COMPLAINT_MESSAGES.booking],
        [{ category: 'refund', booking: { kind: 'train', reference }, message: MESSAGE }, COMPLAINT_MESSAGES.booking],
      ];
      for (const [payload, message] of cases) {
        const res = await request('POST', '/api/complaints', payload, asha.cookie);
        expect([JSON.stringify(payload).slice(0, 80), res.statusCode, res.json().message]).toEqual([
          JSON.stringify(payload).slice(0, 80),
          400,
          message,
        ]);
      }
      const ok = await file(booking, { cookie: asha.cookie, message: 'x'.repeat(4000) });
      expect(ok.statusCode).toBe(201);
    });

    it('limits filing per client address', async () => {
      const { reference } = await bookFlight({ cookie: asha.cookie });
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await request(
          'POST',
          '/api/complaints',
          { category: 'other', booking: { kind: 'flight', reference }, message: MESSAGE },
          asha.cookie,
          '10.39.250.250',
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
      expect(statuses[20]).toBe(429);
    });
  });

  describe('the staff queue', () => {
    it('is for admins only', async () => {
      expect((await request('GET', '/api/admin/complaints')).statusCode).toBe(401);
      expect((await staff('GET', '', asha)).statusCode).toBe(403);
    });

    it('puts overdue acknowledgements first, then overdue resolutions, then by deadline; resolved last', async () => {
      const { reference } = await bookFlight({ cookie: ravi.cookie, email: 'ravi.complaints@example.test' });
      const booking = { kind: 'flight' as const, reference };
      const t0 = Date.now() + HOUR;
      clockAt(t0);
      const a = await filed(booking, (await freshSession(ravi)).cookie);
      clockAt(t0 + HOUR);
      const b = await filed(booking, (await freshSession(ravi)).cookie);
      clockAt(t0 + 2 * HOUR);
      const c = await filed(booking, (await freshSession(ravi)).cookie);
      expect(
        (
          await staff('POST', `/${c.ticket}/messages`, await freshSession(meera), {
            message: 'We are looking into it.',
          })
        ).statusCode,
      ).toBe(200);
      const e = await filed(booking, (await freshSession(ravi)).cookie);

      const order = async (status?: string) => {
        const res = await staff('GET', status ? `?status=${status}` : '', await freshSession(meera));
        expect(res.statusCode).toBe(200);
        const ours = new Set(filedHere.map((x) => x.ticket));
        return (res.json() as StaffComplaintsReply).complaints.filter((x) => ours.has(x.ticket));
      };
      const filedHere = [a, b, c, e];

      clockAt(t0 + 49 * HOUR);
      let queue = await order();
      // a and b are past their 48 hours; e (open) is due to be acknowledged before c (acknowledged) is to be resolved.
      expect(queue.map((x) => x.ticket)).toEqual([a.ticket, b.ticket, e.ticket, c.ticket]);
      expect(queue.map((x) => x.clocks.acknowledgeOverdue)).toEqual([true, true, false, false]);

      clockAt(t0 + 3 * HOUR + 31 * DAY);
      expect(
        (await staff('POST', `/${a.ticket}/messages`, await freshSession(meera), { message: 'Sorry for the wait.' }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await staff('POST', `/${e.ticket}/resolve`, await freshSession(meera), {
            resolution: 'Refunded in full on 2 March.',
          })
        ).statusCode,
      ).toBe(200);
      const d = await filed(booking, (await freshSession(ravi)).cookie);
      filedHere.push(d);
      queue = await order();
      expect(queue.map((x) => x.ticket)).toEqual([b.ticket, a.ticket, c.ticket, d.ticket, e.ticket]);
      expect(queue.map((x) => [x.status, x.clocks.acknowledgeOverdue, x.clocks.resolveOverdue])).toEqual([
        ['open', true, true],
        ['acknowledged', false, true],
        ['acknowledged', false, true],
        ['open', false, false],
        ['resolved', false, false],
      ]);
      expect((await order('open')).map((x) => x.ticket)).toEqual([b.ticket, d.ticket]);
      expect((await order('resolved')).map((x) => x.ticket)).toEqual([e.ticket]);
    });
  });

  describe('working a ticket', () => {
    it('two staff assign at once: one takes it, the other hears who has it (409)', async () => {
      const { reference } = await bookFlight({ cookie: asha.cookie });
      const { ticket } = await filed({ kind: 'flight', reference });
      const answers = await Promise.all([
        staff('POST', `/${ticket}/assign`, meera),
        staff('POST', `/${ticket}/assign`, arjun),
      ]);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers.find((res) => res.statusCode === 200)!.json() as StaffComplaintReply;
      const loser = answers.find((res) => res.statusCode === 409)!;
      expect(loser.json().message).toBe(alreadyAssigned(ticket, winner.complaint.assignedTo!.name));
      const { events } = await rowsOf(ticket);
      expect(events.filter((e) => e.action === 'assigned')).toEqual([
        {
          actor: 'staff',
          actor_id: winner.complaint.assignedTo!.id,
          action: 'assigned',
          before: null,
          after: winner.complaint.assignedTo!.id,
        },
      ]);
      // Taking it again is harmless for its holder.
      const holder = winner.complaint.assignedTo!.id === meera.user.id ? meera : arjun;
      expect((await staff('POST', `/${ticket}/assign`, holder)).statusCode).toBe(200);
      expect((await rowsOf(ticket)).events.filter((e) => e.action === 'assigned')).toHaveLength(1);
    });

    it('two staff answer the same ticket: the first reply acknowledges, each is emailed and recorded', async () => {
      const { reference } = await bookFlight({ cookie: asha.cookie });
      const { ticket } = await filed({ kind: 'flight', reference });
      const first = await staff('POST', `/${ticket}/messages`, meera, { message: 'We have asked the airline.' });
      expect(first.statusCode).toBe(200);
      const afterFirst = (first.json() as StaffComplaintReply).complaint;
      expect(afterFirst.status).toBe('acknowledged');
      expect(afterFirst.acknowledgedAt).not.toBeNull();
      const second = await staff('POST', `/${ticket}/messages`, arjun, {
        message: 'The airline confirmed the refund.',
      });
      const detail = (second.json() as StaffComplaintReply).complaint;
      expect(detail.status).toBe('acknowledged');
      expect(detail.acknowledgedAt).toBe(afterFirst.acknowledgedAt);
      expect(detail.messages.map((m) => [m.author, m.authorName, m.body])).toEqual([
        ['traveller', 'Test Traveller', MESSAGE],
        ['staff', 'Meera Staff', 'We have asked the airline.'],
        ['staff', 'Arjun Staff', 'The airline confirmed the refund.'],
      ]);
      const replies = mailsTo('asha.complaints@example.test', `Reply on your complaint ${ticket}`);
      expect(replies.map((m) => m.text.includes('We have asked the airline.') || m.text.includes('confirmed'))).toEqual(
        [true, true],
      );
      expect(detail.events.map((e) => [e.actorName, e.action, e.before, e.after])).toEqual([
        ['Test Traveller', 'filed', null, 'open'],
        ['Meera Staff', 'message', null, 'staff'],
        ['Meera Staff', 'status', 'open', 'acknowledged'],
        ['Arjun Staff', 'message', null, 'staff'],
      ]);
      // The traveller's thread shows both replies, without staff names.
      const thread = (
        await request('GET', `/api/complaints/${ticket}`, undefined, asha.cookie)
      ).json() as ComplaintThreadReply;
      expect(thread.complaint.messages.map((m) => m.author)).toEqual(['traveller', 'staff', 'staff']);
      expect(thread.complaint.messages[1]).not.toHaveProperty('authorName');
    });

    it('resolves with a resolution the traveller sees; the traveller’s answer reopens it, told to its holder', async () => {
      const { reference } = await bookFlight({ cookie: asha.cookie });
      const { ticket } = await filed({ kind: 'flight', reference });
      expect((await staff('POST', `/${ticket}/assign`, arjun)).statusCode).toBe(200);
      const tooShort = await staff('POST', `/${ticket}/resolve`, arjun, { resolution: 'Done' });
      expect([tooShort.statusCode, tooShort.json().message]).toEqual([400, COMPLAINT_MESSAGES.resolution]);
      const resolution = 'The refund of ₹4,200 was sent again on 3 March; reference RF123.';
      const resolved = await staff('POST', `/${ticket}/resolve`, arjun, { resolution });
      expect(resolved.statusCode).toBe(200);
      expect((resolved.json() as StaffComplaintReply).complaint).toMatchObject({ status: 'resolved', resolution });
      expect(mailsTo('asha.complaints@example.test', `Complaint ${ticket} resolved`)[0].text).toContain(resolution);
      const again = await staff('POST', `/${ticket}/resolve`, meera, { resolution });
      expect([again.statusCode, again.json().message]).toEqual([409, COMPLAINT_MESSAGES.alreadyResolved]);

      const seen = (
        await request('GET', `/api/complaints/${ticket}`, undefined, asha.cookie)
      ).json() as ComplaintThreadReply;
      expect(seen.complaint).toMatchObject({ status: 'resolved', resolution });

      const answer = await request(
        'POST',
        `/api/complaints/${ticket}/messages`,
        { message: 'Nothing has reached my account yet.' },
        asha.cookie,
      );
      expect(answer.statusCode).toBe(200);
      expect((answer.json() as ComplaintThreadReply).complaint).toMatchObject({ status: 'reopened', resolvedAt: null });
      const notice = mailsTo('arjun@example.test', `${ticket} reopened`);
      expect(notice).toHaveLength(1);
      expect(notice[0].text).toContain('Nothing has reached my account yet.');

      const { events } = await rowsOf(ticket);
      expect(events.map((e) => [e.actor, e.action, e.before, e.after])).toEqual([
        ['traveller', 'filed', null, 'open'],
        ['staff', 'assigned', null, arjun.user.id],
        ['staff', 'resolution', null, resolution],
        ['staff', 'status', 'open', 'resolved'],
        ['traveller', 'message', null, 'traveller'],
        ['traveller', 'status', 'resolved', 'reopened'],
      ]);
      const final = await staff('POST', `/${ticket}/resolve`, arjun, {
        resolution: 'Your bank confirmed the credit on 5 March.',
      });
      expect((final.json() as StaffComplaintReply).complaint.status).toBe('resolved');
    });

    it('a reply on an unassigned ticket goes to the desk', async () => {
      const { reference } = await bookFlight({ cookie: asha.cookie });
      const { ticket } = await filed({ kind: 'flight', reference });
      await request('POST', `/api/complaints/${ticket}/messages`, { message: 'Any news on this one?' }, asha.cookie);
      expect(mailsTo(DESK, `The traveller replied on ${ticket}`)).toHaveLength(1);
    });

    it('links a refund or a date change of the booking, each recorded once; refuses unknown ones', async () => {
      const { reference, token } = await bookFlight({ cookie: asha.cookie });
      const { ticket } = await filed({ kind: 'flight', reference });
      const cancelled = await request('POST', `/api/trips/flight/${reference}/cancellation?token=${token}`, {
        request: 'within_rules',
      });
      expect(cancelled.statusCode).toBe(200);
      const refundId = (cancelled.json() as CancelTripReply).refund.refundId!;
      expect(refundId).toBeTruthy();

      const cases: [object, number, string][] = [
        [{}, 400, COMPLAINT_MESSAGES.link],
        [
          { refundId: 'rf_missing', dateChangeId: '6f1c1d2e-0000-4000-8000-000000000000' },
          400,
          COMPLAINT_MESSAGES.link,
        ],
        [{ refundId: 'rf_missing' }, 404, 'No such refund'],
        [{ dateChangeId: '6f1c1d2e-0000-4000-8000-000000000000' }, 404, 'No such date change'],
      ];
      for (const [payload, status, message] of cases) {
        const res = await staff('POST', `/${ticket}/link`, meera, payload);
        expect([JSON.stringify(payload), res.statusCode, res.json().message]).toEqual([
          JSON.stringify(payload),
          status,
          message,
        ]);
      }
      for (let i = 0; i < 2; i++) {
        const linked = await staff('POST', `/${ticket}/link`, meera, { refundId });
        expect(linked.statusCode).toBe(200);
        expect((linked.json() as StaffComplaintReply).complaint.links).toEqual([
          { kind: 'refund', targetId: refundId, linkedBy: 'Meera Staff', linkedAt: expect.any(String) },
        ]);
      }
      expect((await rowsOf(ticket)).events.filter((e) => e.action === 'linked')).toEqual([
        { actor: 'staff', actor_id: meera.user.id, action: 'linked', before: null, after: `refund:${refundId}` },
      ]);

      const hotel = await filed({ kind: 'hotel', reference: await hotelBooking('asha.complaints@example.test') });
      const dateChangeOfHotel = await staff('POST', `/${hotel.ticket}/link`, meera, {
        dateChangeId: '6f1c1d2e-0000-4000-8000-000000000000',
      });
      expect([dateChangeOfHotel.statusCode, dateChangeOfHotel.json().message]).toEqual([
        400,
        'Only a flight booking has date changes.',
      ]);
    });

    it('deletes nothing: no DELETE route, and the database refuses to change or delete the record', async () => {
      const { reference } = await bookFlight({ cookie: asha.cookie });
      const { ticket } = await filed({ kind: 'flight', reference });
      expect((await request('DELETE', `/api/complaints/${ticket}`, undefined, asha.cookie)).statusCode).toBe(404);
      expect((await request('DELETE', `/api/admin/complaints/${ticket}`, undefined, meera.cookie)).statusCode).toBe(
        404,
      );
      for (const statement of [
        sql`DELETE FROM complaint_messages WHERE complaint_id = (SELECT id FROM complaints WHERE ticket = ${ticket})`,
        sql`UPDATE complaint_messages SET body = 'changed' WHERE complaint_id = (SELECT id FROM complaints WHERE ticket = ${ticket})`,
        sql`DELETE FROM complaint_events WHERE complaint_id = (SELECT id FROM complaints WHERE ticket = ${ticket})`,
        sql`DELETE FROM complaints WHERE ticket = ${ticket}`,
      ]) {
        const refused = await t.app.db.execute(statement).then(
          () => 'done',
          (error: Error & { cause?: Error }) => (error.cause ?? error).message,
        );
        expect(refused).toMatch(/never changed or deleted/);
      }
      expect((await rowsOf(ticket)).messages).toHaveLength(1);
    });

    it('answers 404 for a ticket that does not exist and 400 for a malformed one', async () => {
      expect((await staff('GET', '/TP-C-999999', meera)).statusCode).toBe(404);
      expect((await staff('POST', '/TP-C-999999/assign', meera)).statusCode).toBe(404);
      expect((await staff('GET', '/nonsense', meera)).statusCode).toBe(400);
    });
  });
});
