import type { AuditLogReply } from '@travel/contracts/admin';
import type {
  DisruptionReply,
  DisruptionsReply,
  StaffDisruption,
  StaffDisruptionReply,
  StaffDisruptionsReply,
} from '@travel/contracts/disruptions';
import { memoryMailer, type TestApp } from '../../test/testApp';
import { createUserSession, signInStaffWithFactor, type TestSession } from '../accounts/testing';
import { STAFF_DISRUPTION_MESSAGES } from './disruptions.staff.routes';
import { disruptionsTestApp, disruptionsTesting, type DisruptionBooking } from './testing';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe("the back office's schedule changes: every disrupted trip, answered for the traveller (#39)", () => {
  let t: TestApp;
  const mailer = memoryMailer();
  const { supplierOffer, booked, duffelChange } = disruptionsTesting(() => t, 'desk-traveller');
  let support: TestSession;
  let finance: TestSession;
  let superAdmin: TestSession;

  beforeAll(async () => {
    t = await disruptionsTestApp({ mailer });
    await supplierOffer('duffel');
    support = await createUserSession(t.app, { name: 'Sunita Support', staffRoles: ['support_agent'] });
    // Refunding moves money: they have proven a second factor (issue #40).
    finance = await signInStaffWithFactor(t.app, { name: 'Farhan Finance', staffRoles: ['finance'] });
    superAdmin = await signInStaffWithFactor(t.app, { name: 'Sam Super', staffRoles: ['super_admin'] });
  }, 120_000);
  afterAll(() => t.close());

  const as = (who: TestSession | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(who ? { cookie: who.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** A booking whose flight the airline changed, the change recorded as the job records it. */
  async function disrupted(kind: 'retimed' | 'cancelled') {
    const b = await booked();
    await duffelChange(b, kind);
    await t.app.disruptions.processDuffelEvents();
    return b;
  }

  const staffList = async (query = '') => {
    const res = await as(support, 'GET', `/api/admin/disruptions${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as StaffDisruptionsReply).disruptions;
  };
  const rowOf = async (b: DisruptionBooking) => (await staffList()).find((d) => d.reference === b.reference)!;
  const travellerAnswer = (b: DisruptionBooking, d: StaffDisruption, what: 'accept' | 'cancel') =>
    as(undefined, 'POST', `/api/trips/flight/${b.reference}/disruptions/${d.id}/${what}?token=${b.token}`);
  const auditOf = async (id: string) => {
    const res = await as(superAdmin, 'GET', `/api/admin/audit-log?targetType=flight_disruption&targetId=${id}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as AuditLogReply).data;
  };

  it('lists a disrupted trip with its flight as booked and as changed, awaiting the traveller, open ones first', async () => {
    const answered = await disrupted('retimed');
    const answeredRow = await rowOf(answered);
    expect((await travellerAnswer(answered, answeredRow, 'accept')).statusCode).toBe(200);
    const b = await disrupted('retimed');

    const list = await staffList();
    const row = list.find((d) => d.reference === b.reference)!;
    expect(row).toMatchObject({
      kind: 'retimed',
      status: 'open',
      state: 'awaiting',
      supplier: 'Duffel',
      respondBy: null,
      traveller: { name: 'Asha Verma', email: b.email },
      answeredBy: null,
      choice: null,
    });
    expect(row.before[0].departingAt).not.toBe(row.after[0].departingAt);
    expect(row.before[0].flightNumbers).toEqual(row.after[0].flightNumbers);
    // Open ones first: the unanswered change comes before the one the traveller accepted.
    const index = (reference: string) => list.findIndex((d) => d.reference === reference);
    expect(index(b.reference)).toBeLessThan(index(answered.reference));
    expect(list.find((d) => d.reference === answered.reference)).toMatchObject({
      state: 'accepted',
      answeredBy: { by: 'traveller', name: 'Asha Verma' },
    });
    const open = await staffList('?status=open');
    expect(open.map((d) => d.reference)).toContain(b.reference);
    expect(open.map((d) => d.reference)).not.toContain(answered.reference);
    expect((await as(support, 'GET', '/api/admin/disruptions?status=some')).statusCode).toBe(400);

    const detail = await as(support, 'GET', `/api/admin/disruptions/${row.id}`);
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as StaffDisruptionReply).disruption).toMatchObject({
      id: row.id,
      state: 'awaiting',
      alternativesError: null,
    });
  });

  it('a staff member accepts for the traveller: answered by them, emailed as if the traveller had, in the audit log', async () => {
    const b = await disrupted('retimed');
    const row = await rowOf(b);

    const res = await as(support, 'POST', `/api/admin/disruptions/${row.id}/accept`);
    expect(res.statusCode).toBe(200);
    const reply = res.json() as StaffDisruptionReply;
    expect(reply.message).toBe(STAFF_DISRUPTION_MESSAGES.accepted);
    expect(reply.disruption).toMatchObject({
      status: 'accepted',
      state: 'accepted',
      actions: [],
      choice: { action: 'accept', by: 'staff' },
      answeredBy: { by: 'staff', name: 'Sunita Support' },
    });
    expect(await rowOf(b)).toMatchObject({ state: 'accepted', answeredBy: { by: 'staff', name: 'Sunita Support' } });
    const [atDuffel] = await t.app.suppliers.air.duffel.airlineChanges(b.supplierOrderId);
    expect(atDuffel.acceptedAt).not.toBeNull();
    // The traveller's new e-ticket, as their own answer sends it.
    await t.app.mailOutbox.drain();
    expect(
      mailer.sent.filter((m) => m.to === b.email && m.subject === `Your new e-ticket: booking ${b.reference}`),
    ).toHaveLength(1);

    const entries = await auditOf(row.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: support.user.id,
      actorEmail: support.user.email,
      action: 'disruption.accepted',
      targetType: 'flight_disruption',
      targetId: row.id,
      before: { reference: b.reference, status: 'open', state: 'awaiting', choice: null },
      after: {
        reference: b.reference,
        status: 'accepted',
        state: 'accepted',
        choice: { action: 'accept', by: 'staff' },
      },
    });

    // The traveller answering after: the same answer is the same 200, another one the traveller routes' 409.
    const same = await travellerAnswer(b, row, 'accept');
    expect(same.statusCode).toBe(200);
    expect((same.json() as DisruptionReply).disruption.choice).toMatchObject({ action: 'accept', by: 'staff' });
    const other = await travellerAnswer(b, row, 'cancel');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This change was already answered: the booking has accepted the new schedule.');
    // Staff accepting again changes nothing, and records nothing more.
    expect((await as(support, 'POST', `/api/admin/disruptions/${row.id}/accept`)).statusCode).toBe(200);
    expect(await auditOf(row.id)).toHaveLength(1);
  });

  it('cancelling for a full refund needs refunds.initiate: support is refused, finance refunds the traveller', async () => {
    const b = await disrupted('cancelled');
    const row = await rowOf(b);
    expect(row).toMatchObject({ kind: 'cancelled', state: 'awaiting' });

    const refused = await as(support, 'POST', `/api/admin/disruptions/${row.id}/cancel`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: 'You are not authorised to do this.' });
    // Finance moves money but does not work the traveller's trips: no accepting for them.
    expect((await as(finance, 'POST', `/api/admin/disruptions/${row.id}/accept`)).statusCode).toBe(403);
    expect(await auditOf(row.id)).toEqual([]);

    const res = await as(finance, 'POST', `/api/admin/disruptions/${row.id}/cancel`);
    expect(res.statusCode).toBe(200);
    const cancelled = (res.json() as StaffDisruptionReply).disruption;
    expect(cancelled).toMatchObject({
      state: 'cancelled',
      answeredBy: { by: 'staff', name: 'Farhan Finance' },
      refund: { amountMinor: b.totalMinor },
    });
    await t.app.mailOutbox.drain();
    expect(
      mailer.sent.filter((m) => m.to === b.email && m.subject.startsWith(`Booking ${b.reference} cancelled`)),
    ).toHaveLength(1);
    const [entry] = await auditOf(row.id);
    expect(entry).toMatchObject({
      actorId: finance.user.id,
      action: 'disruption.cancelled',
      before: { status: 'open' },
      after: { status: 'cancelled', refund: { amountMinor: b.totalMinor } },
    });
    // The traveller's own page shows it answered, by staff.
    const theirs = await as(undefined, 'GET', `/api/trips/flight/${b.reference}/disruptions?token=${b.token}`);
    expect((theirs.json() as DisruptionsReply).disruptions[0]).toMatchObject({
      status: 'cancelled',
      choice: { action: 'cancel', by: 'staff' },
    });
  });

  it("a change the traveller answered first: staff's other answer is the traveller routes' 409, unaudited", async () => {
    const b = await disrupted('retimed');
    const row = await rowOf(b);
    expect((await travellerAnswer(b, row, 'accept')).statusCode).toBe(200);

    const cancel = await as(superAdmin, 'POST', `/api/admin/disruptions/${row.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('This change was already answered: the booking has accepted the new schedule.');
    const accept = await as(superAdmin, 'POST', `/api/admin/disruptions/${row.id}/accept`);
    expect(accept.statusCode).toBe(200);
    expect((accept.json() as StaffDisruptionReply).disruption.answeredBy).toEqual({
      by: 'traveller',
      name: 'Asha Verma',
    });
    expect(await auditOf(row.id)).toEqual([]);
  });

  it('is for signed-in staff with the permission: 401 signed out, 403 to a customer, 404 for an unknown change', async () => {
    const customer = await createUserSession(t.app);
    for (const [method, url] of [
      ['GET', '/api/admin/disruptions'],
      ['GET', `/api/admin/disruptions/${NO_SUCH_ID}`],
      ['POST', `/api/admin/disruptions/${NO_SUCH_ID}/accept`],
      ['POST', `/api/admin/disruptions/${NO_SUCH_ID}/cancel`],
    ] as const) {
      const signedOut = await as(undefined, method, url);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ success: false, message: 'Please log in to continue.' });
      expect((await as(customer, method, url)).statusCode).toBe(403);
    }
    const unknown = await as(superAdmin, 'GET', `/api/admin/disruptions/${NO_SUCH_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such schedule change on this booking');
    expect((await as(superAdmin, 'POST', `/api/admin/disruptions/${NO_SUCH_ID}/accept`)).statusCode).toBe(404);
    const noFlight = await as(superAdmin, 'POST', `/api/admin/disruptions/${NO_SUCH_ID}/alternative`, {});
    expect(noFlight.statusCode).toBe(400);
  });
});
