import { sql } from 'drizzle-orm';
import type { AuditEntry, AuditLogReply } from '@travel/contracts/admin';
import type { FileComplaintReply } from '@travel/contracts/complaints';
import { addDays, isoDate } from '@travel/contracts/rules';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { createUserSession, type TestSession, signInStaffWithFactor } from '../accounts/testing';
import { insertBooking } from '../bookings/bookings.repository';
import { insertCancellationRequest, insertPaidBooking } from '../refunds/testing/fixtures';
import { insertAuditEntry } from './audit.repository';

describe('the audit log', () => {
  let t: TestApp;
  let superAdmin: TestSession;
  let finance: TestSession;
  let support: TestSession;
  let traveller: TestSession;

  beforeAll(async () => {
    t = await createTestApp({}, { mailer: memoryMailer() });
    superAdmin = await signInStaffWithFactor(t.app, { role: 'admin', email: 'root.audit@example.test' });
    finance = await signInStaffWithFactor(t.app, { staffRoles: ['finance'], email: 'finance.audit@example.test' });
    support = await createUserSession(t.app, { staffRoles: ['support_agent'], name: 'Sam Support' });
    traveller = await createUserSession(t.app, { email: 'asha.audit@example.test' });
  }, 60_000);
  afterAll(() => t.close());

  const as = (
    who: TestSession,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
    remoteAddress = '203.0.113.7',
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress,
      headers: { cookie: who.cookie, origin: t.config.publicUrl },
      ...(payload ? { payload } : {}),
    });

  const log = async (query: string) => {
    const res = await as(superAdmin, 'GET', `/api/admin/audit-log?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as AuditLogReply;
  };
  const entriesFor = async (targetType: string, targetId: string) =>
    (await log(`targetType=${targetType}&targetId=${encodeURIComponent(targetId)}`)).data;

  async function pendingCancellation(status?: 'approved') {
    const paymentId = `pay_${Math.random().toString(36).slice(2, 12)}`;
    const bookingId = await insertPaidBooking(t.app.db, {
      paymentReference: paymentId,
      amountPaidMinor: 1_000_000,
      gateway: 'razorpay',
    });
    const id = await insertCancellationRequest(t.app.db, { bookingId, netRefund: 795_000, status });
    return { id, bookingId, paymentId };
  }

  describe('records each staff action: who, when, from where, what, before and after', () => {
    it('a cancellation approved (with its refund) or rejected', async () => {
      const approved = await pendingCancellation();
      expect(
        (await as(finance, 'PATCH', `/api/admin/cancellations/${approved.id}`, { action: 'approve' })).statusCode,
      ).toBe(200);
      const [entry] = await entriesFor('cancellation_request', approved.id);
      expect(entry).toMatchObject({
        actorId: finance.user.id,
        actorEmail: 'finance.audit@example.test',
        ip: '203.0.113.7',
        action: 'cancellation.approved',
        before: { status: 'pending' },
        after: { status: 'approved', bookingId: approved.bookingId, netRefundMinor: 795_000 },
      });
      expect((entry.after as { refunds: unknown[] }).refunds).toEqual([
        expect.objectContaining({ amountMinor: 795_000, gateway: 'razorpay' }),
      ]);
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);

      const rejected = await pendingCancellation();
      await as(superAdmin, 'PATCH', `/api/admin/cancellations/${rejected.id}`, {
        action: 'reject',
        notes: 'Past the date',
      });
      expect(await entriesFor('cancellation_request', rejected.id)).toEqual([
        expect.objectContaining({
          actorId: superAdmin.user.id,
          action: 'cancellation.rejected',
          after: expect.objectContaining({ status: 'rejected', notes: 'Past the date', refunds: [] }),
        }),
      ]);
    });

    it('a refund initiated by hand, once however often it is retried', async () => {
      const { id: cancellationId, paymentId } = await pendingCancellation('approved');
      const body = {
        paymentId,
        cancellationId,
        amountMinor: 50_000,
        currency: 'INR',
        reason: 'customer_request',
        gateway: 'razorpay',
      };
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/refunds/initiate',
        headers: { cookie: finance.cookie, 'idempotency-key': 'audit-refund-1' },
        payload: body,
      });
      expect(first.statusCode).toBe(200);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/refunds/initiate',
        headers: { cookie: finance.cookie, 'idempotency-key': 'audit-refund-1' },
        payload: body,
      });
      expect(again.json().replayed).toBe(true);
      const entries = await entriesFor('refund', first.json().refundId);
      expect(entries).toEqual([
        expect.objectContaining({
          actorId: finance.user.id,
          action: 'refund.initiated',
          before: null,
          after: expect.objectContaining({ paymentId, amountMinor: 50_000, gateway: 'razorpay' }),
        }),
      ]);
    });

    it('the complaints desk: taking, replying to, resolving a ticket', async () => {
      const reference = await insertBooking(t.app.db, {
        hotelName: 'Lake View Stay',
        city: 'Udaipur',
        guestName: 'Asha Verma',
        email: 'asha.audit@example.test',
        phone: null,
        checkIn: addDays(isoDate(), 30),
        checkOut: addDays(isoDate(), 32),
        guests: 2,
        rooms: 1,
        amountPaidMinor: 12_000_00,
        currency: 'INR',
        paymentReference: 'pay_audit_hotel',
        gateway: 'sandbox',
        status: 'confirmed',
        cancellationPolicy: 'Free cancellation up to 48 hours before check-in.',
      });
      const filed = await as(traveller, 'POST', '/api/complaints', {
        category: 'refund',
        booking: { kind: 'hotel', reference },
        message: 'My refund has not arrived three weeks after the cancellation.',
      });
      expect(filed.statusCode).toBe(201);
      const { ticket } = (filed.json() as FileComplaintReply).complaint;
      expect((await as(support, 'POST', `/api/admin/complaints/${ticket}/assign`)).statusCode).toBe(200);
      await as(support, 'POST', `/api/admin/complaints/${ticket}/messages`, { message: 'Looking into it now.' });
      await as(support, 'POST', `/api/admin/complaints/${ticket}/resolve`, { resolution: 'Refund sent again.' });

      const entries = (await entriesFor('complaint', ticket)).reverse();
      expect(entries.map((entry) => entry.action)).toEqual([
        'complaint.assigned',
        'complaint.replied',
        'complaint.resolved',
      ]);
      expect(entries[0]).toMatchObject({
        actorId: support.user.id,
        before: { status: 'open', assignedTo: null },
        after: { assignedTo: { id: support.user.id, name: 'Sam Support' } },
      });
      expect(entries[1].after).toMatchObject({ message: 'Looking into it now.' });
      expect(entries[2]).toMatchObject({ after: { status: 'resolved', resolution: 'Refund sent again.' } });
      expect((entries[2].before as { status: string }).status).not.toBe('resolved');
    });

    it('a refusal changes nothing and records nothing', async () => {
      const before = (await log('')).total;
      expect(
        (
          await as(support, 'PATCH', `/api/admin/cancellations/${(await pendingCancellation()).id}`, {
            action: 'approve',
          })
        ).statusCode,
      ).toBe(403);
      expect((await as(superAdmin, 'POST', '/api/admin/complaints/TP-C-999999/assign')).statusCode).toBe(404);
      expect((await log('')).total).toBe(before);
    });
  });

  describe("a Super Admin changes a staff member's roles", () => {
    const setRoles = (userId: string, roles: string[], who = superAdmin) =>
      as(who, 'PUT', `/api/admin/staff/${userId}/roles`, { roles });

    it('records the roles before and after', async () => {
      const ops = await createUserSession(t.app, { staffRoles: ['operations'], email: 'ops.audit@example.test' });
      const res = await setRoles(ops.user.id, ['operations', 'support_agent']);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Roles updated',
        staff: {
          id: ops.user.id,
          name: ops.user.name,
          email: 'ops.audit@example.test',
          roles: ['support_agent', 'operations'],
          suspended: false,
        },
      });
      expect(await entriesFor('user', ops.user.id)).toEqual([
        expect.objectContaining({
          actorId: superAdmin.user.id,
          action: 'staff.roles_changed',
          before: { roles: ['operations'] },
          after: { roles: ['support_agent', 'operations'] },
        }),
      ]);
      const staff = (await as(superAdmin, 'GET', '/api/admin/staff')).json();
      expect(staff.staff).toContainEqual(
        expect.objectContaining({ id: ops.user.id, roles: ['support_agent', 'operations'] }),
      );
      expect(staff.staff.map((member: { id: string }) => member.id)).not.toContain(traveller.user.id);
    });

    it('never makes a customer staff, never leaves no Super Admin, and refuses unknown roles', async () => {
      expect((await setRoles(traveller.user.id, ['finance'])).statusCode).toBe(404);
      expect((await setRoles(superAdmin.user.id, ['super_admin', 'admin'])).statusCode).toBe(400);
      // Every other Super Admin steps down first; then the last one cannot.
      const others = (await as(superAdmin, 'GET', '/api/admin/staff'))
        .json()
        .staff.filter(
          (member: { id: string; roles: string[] }) =>
            member.roles.includes('super_admin') && member.id !== superAdmin.user.id,
        );
      for (const other of others) expect((await setRoles(other.id, ['finance'])).statusCode).toBe(200);
      const last = await setRoles(superAdmin.user.id, ['finance']);
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe('At least one Super Admin must remain: make someone else a Super Admin first.');
      expect((await as(superAdmin, 'GET', '/api/admin/permissions')).json().roles).toEqual(['super_admin']);
    });
  });

  it('two Super Admins removing each other at the same moment leave one of them', async () => {
    const [one, two] = await Promise.all([
      createUserSession(t.app, { staffRoles: ['super_admin'] }),
      createUserSession(t.app, { staffRoles: ['super_admin'] }),
    ]);
    // The Super Admin of the earlier tests steps down, so these two are the only ones.
    expect(
      (await as(superAdmin, 'PUT', `/api/admin/staff/${superAdmin.user.id}/roles`, { roles: [] })).statusCode,
    ).toBe(200);
    const answers = await Promise.all([
      as(one, 'PUT', `/api/admin/staff/${two.user.id}/roles`, { roles: ['finance'] }),
      as(two, 'PUT', `/api/admin/staff/${one.user.id}/roles`, { roles: ['finance'] }),
    ]);
    // The second is refused: 403 when the first had already taken its role, 409 when it waited on the lock.
    const [done, refused] = answers.map((res) => res.statusCode).sort();
    expect(done).toBe(200);
    expect([403, 409]).toContain(refused);
    const left = await Promise.all([one, two].map((who) => t.app.accounts.staff.rolesOf(who.user.id)));
    expect(left.filter((roles) => roles.includes('super_admin'))).toHaveLength(1);
    // The one left makes the earlier Super Admin one again, for the tests below.
    const keeper = left[0].includes('super_admin') ? one : two;
    expect(
      (await as(keeper, 'PUT', `/api/admin/staff/${superAdmin.user.id}/roles`, { roles: ['super_admin'] })).statusCode,
    ).toBe(200);
  });

  describe('is append-only, in the database itself', () => {
    it.each([
      ['UPDATE', sql`UPDATE audit_log SET action = 'nothing.happened'`],
      ['DELETE', sql`DELETE FROM audit_log`],
      ['TRUNCATE', sql`TRUNCATE audit_log`],
    ])('refuses %s', async (name, statement) => {
      await insertAuditEntry(t.app.db, {
        actorId: null,
        actorEmail: null,
        ip: null,
        action: 'test.entry',
        targetType: 'test',
        targetId: 'immutability',
        before: null,
        after: null,
      });
      const count = async () => (await log('')).total;
      const before = await count();
      const refused = await t.app.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
      expect(refused).toBe(`the audit log is append-only: ${name} refused`);
      expect(await count()).toBe(before);
    });
  });

  describe('filters, pages and exports', () => {
    beforeAll(async () => {
      const entry = (action: string, targetId: string, at: string, actor: TestSession | null, after: unknown = null) =>
        t.app.db.execute(
          sql`INSERT INTO audit_log (at, actor_id, actor_email, ip, action, target_type, target_id, after)
              VALUES (${at}::timestamptz, ${actor?.user.id ?? null}::uuid, ${actor?.user.email ?? null}, '198.51.100.1',
                      ${action}, 'fixture', ${targetId}, ${after === null ? null : JSON.stringify(after)}::jsonb)`,
        );
      await entry('fixture.made', 'f-1', '2020-01-01T10:00:00Z', finance);
      await entry('fixture.made', 'f-2', '2020-01-02T10:00:00Z', support);
      await entry('fixture.changed', 'f-1', '2020-01-03T10:00:00Z', finance, {
        note: '=HYPERLINK("http://evil.test")',
      });
      await entry('=cmd|/C calc!A0', 'f-3', '2020-01-04T10:00:00Z', null, { note: '-1+1', other: '@SUM(A1)' });
      for (let i = 0; i < 25; i++) await entry('fixture.bulk', `bulk-${i}`, '2020-02-01T10:00:00Z', support);
    });

    it('by actor (id or email), action, target and date range', async () => {
      const ids = (reply: AuditLogReply) => reply.data.map((entry: AuditEntry) => entry.targetId);
      expect(ids(await log(`targetType=fixture&actor=${finance.user.id}`))).toEqual(['f-1', 'f-1']);
      expect(ids(await log('targetType=fixture&actor=FINANCE.audit@example.test'))).toEqual(['f-1', 'f-1']);
      expect(ids(await log('action=fixture.made'))).toEqual(['f-2', 'f-1']);
      expect(ids(await log('targetType=fixture&targetId=f-1'))).toEqual(['f-1', 'f-1']);
      expect(ids(await log('targetType=fixture&from=2020-01-02&to=2020-01-04'))).toEqual(['f-1', 'f-2']);
      expect(ids(await log('targetType=fixture&from=2020-01-03T10:00:00Z&to=2020-01-03T10:00:01Z'))).toEqual(['f-1']);
    });

    it('newest first, a page at a time', async () => {
      const first = await log('action=fixture.bulk');
      expect(first).toMatchObject({ page: 1, pageSize: 20, total: 25, pages: 2 });
      expect(first.data).toHaveLength(20);
      const second = await log('action=fixture.bulk&page=2');
      expect(second.data).toHaveLength(5);
      const seen = new Set([...first.data, ...second.data].map((entry) => entry.id));
      expect(seen.size).toBe(25);
      const newest = await log('targetType=fixture&from=2020-01-01&to=2020-01-05');
      expect(newest.data.map((entry) => entry.at)).toEqual([...newest.data.map((entry) => entry.at)].sort().reverse());
    });

    it('answers 400 for a filter it cannot read', async () => {
      for (const query of ['from=yesterday', 'to=2020-13-45', 'actor=somebody', 'page=0']) {
        const res = await as(superAdmin, 'GET', `/api/admin/audit-log?${query}`);
        expect(res.statusCode).toBe(400);
      }
    });

    it('exports CSV that a spreadsheet cannot run as formulas, and records the export', async () => {
      const res = await as(
        superAdmin,
        'GET',
        '/api/admin/audit-log/export?targetType=fixture&from=2020-01-01&to=2020-01-05',
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
      const lines = res.body.split('\r\n');
      expect(lines[0]).toBe('id,at,actor_id,actor_email,ip,action,target_type,target_id,before,after');
      expect(lines).toHaveLength(6); // the header, four entries, and the last line break
      const [danger] = lines.filter((line) => line.includes('f-3'));
      expect(danger).toContain(",'=cmd|/C calc!A0,fixture,f-3,,");
      const [hyperlink] = lines.filter((line) => line.includes('fixture.changed'));
      expect(hyperlink).toContain(`"{""note"":""=HYPERLINK(\\""http://evil.test\\"")""}"`);
      expect(hyperlink).toContain(`,${finance.user.id},finance.audit@example.test,198.51.100.1,`);
      // No cell begins with a formula character.
      for (const line of lines.slice(1)) {
        for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }
      const [exported] = (await log('action=audit_log.exported')).data;
      expect(exported).toMatchObject({
        actorId: superAdmin.user.id,
        after: { filter: { targetType: 'fixture', from: '2020-01-01', to: '2020-01-05' }, rows: 4, total: 4 },
      });
    });
  });
});
