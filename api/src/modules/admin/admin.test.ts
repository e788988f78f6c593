import { sql } from 'drizzle-orm';
import { createUserSession, type TestSession, signInStaffWithFactor } from '../accounts/testing';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { queryRows } from '../../db/rows';
import { insertCancellationRequest, insertPaidBooking } from '../refunds/testing/fixtures';

const ROUTES = [
  { method: 'GET' as const, url: '/api/admin/cancellations' },
  { method: 'GET' as const, url: '/api/admin/cancellations/stats' },
  { method: 'PATCH' as const, url: '/api/admin/cancellations/00000000-0000-0000-0000-000000000000' },
];

describe('admin cancellations API', () => {
  let t: TestApp;
  let admin: TestSession;
  let secondAdmin: TestSession;
  let customer: TestSession;
  const mailer = memoryMailer();

  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
    admin = await signInStaffWithFactor(t.app, { role: 'admin' });
    secondAdmin = await signInStaffWithFactor(t.app, { role: 'admin' });
    customer = await createUserSession(t.app, { role: 'customer' });
  }, 60_000);
  afterAll(() => t.close());

  async function pendingRequest(
    options: { netRefund?: number; priority?: 'high' | 'medium' | 'low'; createdAt?: string } = {},
  ) {
    const paymentId = `pay_${Math.random().toString(36).slice(2, 12)}`;
    const email = `guest-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const bookingId = await insertPaidBooking(t.app.db, {
      paymentReference: paymentId,
      amountPaidMinor: 1_000_000,
      gateway: 'razorpay',
      email,
    });
    const id = await insertCancellationRequest(t.app.db, {
      bookingId,
      email,
      netRefund: options.netRefund ?? 795_000,
      ...options,
    });
    return { id, bookingId, paymentId, email };
  }
  const decide = (id: string, body: object, who: TestSession = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/cancellations/${id}`,
      headers: { cookie: who.cookie },
      payload: body,
    });
  const list = async (query = '') =>
    (
      await t.app.inject({ method: 'GET', url: `/api/admin/cancellations${query}`, headers: { cookie: admin.cookie } })
    ).json();
  const stats = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/admin/cancellations/stats', headers: { cookie: admin.cookie } })
    ).json();
  const refundsFor = (cancellationId: string) =>
    queryRows<{ id: string; amount: number }>(
      t.app.db,
      sql`SELECT id, amount_minor AS amount FROM refunds WHERE cancellation_id = ${cancellationId}`,
    );

  describe.each(ROUTES)('$method $url', (route) => {
    it('answers 401 without a session', async () => {
      const res = await t.app.inject({
        ...route,
        payload: route.method === 'PATCH' ? { action: 'approve' } : undefined,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Please log in to continue.' });
    });
    it('answers 403 to a customer', async () => {
      const res = await t.app.inject({
        ...route,
        headers: { cookie: customer.cookie },
        payload: route.method === 'PATCH' ? { action: 'approve' } : undefined,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'You are not authorised to do this.' });
    });
  });

  it('lists requests as an array, pending and today by default, filtered by status, priority and date range', async () => {
    const today = await pendingRequest({ priority: 'high' });
    const old = await pendingRequest({
      priority: 'low',
      createdAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
    });
    const byDefault = await list();
    expect(Array.isArray(byDefault)).toBe(true);
    const ids = byDefault.map((r: { id: string }) => r.id);
    expect(ids).toContain(today.id);
    expect(ids).not.toContain(old.id);
    expect(byDefault.find((r: { id: string }) => r.id === today.id)).toMatchObject({
      bookingId: today.bookingId,
      customerEmail: today.email,
      customerName: 'Test Guest',
      customerPhone: '9876543210',
      amountMinor: 800_000,
      refundableAmountMinor: 800_000,
      deductionsMinor: 5000,
      netRefundMinor: 795_000,
      currency: 'INR',
      priority: 'high',
      status: 'pending',
      reason: 'Change of plans',
      additionalNotes: 'Please hurry',
    });
    expect((await list('?dateRange=month')).map((r: { id: string }) => r.id)).toContain(old.id);
    expect((await list('?dateRange=week')).map((r: { id: string }) => r.id)).not.toContain(old.id);
    const high = await list('?dateRange=all&priority=high');
    expect(high.every((r: { priority: string }) => r.priority === 'high')).toBe(true);
    expect((await list('?status=approved&dateRange=all')).map((r: { id: string }) => r.id)).not.toContain(today.id);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cancellations?status=done',
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("starts 'today' at midnight in the admin's time zone, India's by default", async () => {
    const ids = async (query: string) => (await list(query)).map((r: { id: string }) => r.id);
    for (const [zone, query] of [
      ['Asia/Kolkata', ''],
      ['America/New_York', '?timeZone=America/New_York'],
    ]) {
      const [row] = await queryRows<{ midnight: string | Date }>(
        t.app.db,
        sql`SELECT date_trunc('day', now(), ${zone}) AS midnight`,
      );
      const midnight = new Date(row.midnight).getTime();
      const justAfter = await pendingRequest({ createdAt: new Date(midnight + 60_000).toISOString() });
      const justBefore = await pendingRequest({ createdAt: new Date(midnight - 60_000).toISOString() });
      const listed = await ids(query);
      expect(listed).toContain(justAfter.id);
      expect(listed).not.toContain(justBefore.id);
    }

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cancellations?timeZone=Mars/Olympus',
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      message: 'timeZone must be an IANA time zone, such as Asia/Kolkata',
    });
  });

  it('approves: cancels the booking, refunds the net amount, records the admin from the session, emails the customer', async () => {
    const before = await stats();
    const { id, bookingId, paymentId, email } = await pendingRequest();
    const res = await decide(id, { action: 'approve', notes: 'Approved per policy', processedBy: 'someone-else' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.request).toMatchObject({
      status: 'approved',
      processedBy: admin.user.id,
      notes: 'Approved per policy',
    });
    expect(body.refund).toMatchObject({
      amountMinor: 795_000,
      paymentId,
      cancellationId: id,
      gateway: 'razorpay',
      status: 'pending',
    });
    expect(body.request.refundId).toBe(body.refund.id);

    const [booking] = await queryRows<{ status: string }>(
      t.app.db,
      sql`SELECT status FROM bookings WHERE id = ${bookingId}`,
    );
    expect(booking.status).toBe('cancelled');
    expect(await stats()).toEqual({
      ...before,
      pending: before.pending,
      approved: before.approved + 1,
      total: before.total + 1,
    });
    expect((await list()).map((r: { id: string }) => r.id)).not.toContain(id);

    // The approval, and the refund's own step (its timeline mails each step).
    const mails = mailer.sent.filter((m) => m.to === email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Cancellation approved for booking ${bookingId}`,
      `Refund for booking ${bookingId} sent to the payment gateway`,
    ]);
    const mail = mails.find((m) => m.subject.startsWith('Cancellation approved'))!;
    expect(mail.text).toContain('A refund of ₹7,950.00 has been initiated');

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/refunds/history',
      headers: { cookie: admin.cookie },
    });
    expect(history.json().data[0]).toMatchObject({ id: body.refund.id, amountMinor: 795_000 });
  });

  it('rejects with the admin notes and emails the customer; the booking stays as it was', async () => {
    const { id, bookingId, email } = await pendingRequest();
    const res = await decide(id, { action: 'reject', notes: 'Non-refundable fare' });
    expect(res.statusCode).toBe(200);
    expect(res.json().request).toMatchObject({
      status: 'rejected',
      notes: 'Non-refundable fare',
      processedBy: admin.user.id,
    });
    expect(res.json().refund).toBeNull();
    expect(await refundsFor(id)).toHaveLength(0);
    const [booking] = await queryRows<{ status: string }>(
      t.app.db,
      sql`SELECT status FROM bookings WHERE id = ${bookingId}`,
    );
    expect(booking.status).toBe('confirmed');
    const mail = mailer.sent.find((m) => m.to === email)!;
    expect(mail.text).toContain('Note from our team: Non-refundable fare');
  });

  it('answers 409 and changes nothing for a request that is no longer pending', async () => {
    const { id } = await pendingRequest();
    expect((await decide(id, { action: 'reject', notes: 'first' })).statusCode).toBe(200);
    const mails = mailer.sent.length;
    for (const action of ['approve', 'reject']) {
      const res = await decide(id, { action, notes: 'second' }, secondAdmin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'This cancellation request has already been rejected.' });
    }
    const [row] = (await list('?status=all&dateRange=all')).filter((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ status: 'rejected', notes: 'first', processedBy: admin.user.id });
    expect(await refundsFor(id)).toHaveLength(0);
    expect(mailer.sent.length).toBe(mails);
  });

  it('two admins approving the same request at the same moment make exactly one refund', async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await pendingRequest();
      const results = await Promise.all([
        decide(id, { action: 'approve' }, admin),
        decide(id, { action: 'approve' }, secondAdmin),
        decide(id, { action: 'reject' }, admin),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      const winner = results.find((r) => r.statusCode === 200)!.json();
      expect(await refundsFor(id)).toHaveLength(winner.request.status === 'approved' ? 1 : 0);
    }
  });

  it('validates the action and answers 404 for an unknown request', async () => {
    const { id } = await pendingRequest();
    const bad = await decide(id, { action: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('action');
    expect((await decide('00000000-0000-0000-0000-000000000000', { action: 'approve' })).statusCode).toBe(404);
    expect((await decide('not-a-uuid', { action: 'approve' })).json()).toEqual({
      success: false,
      message: 'Cancellation request not found',
    });
  });
});
