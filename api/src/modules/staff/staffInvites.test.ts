import { sql } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { queryRows } from '../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { call, sessionCookieOf } from '../accounts/accounts.test-helpers';
import { createUserSession, signInStaffWithFactor, type TestSession } from '../accounts/testing';

// Staff are invited, never signed up (issue #40 point 2): invite, accept, two-step sign-in before anything else.

const codeNow = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe('staff invitations', () => {
  let t: TestApp;
  let mailer: ReturnType<typeof memoryMailer>;
  let superAdmin: TestSession;

  beforeAll(async () => {
    mailer = memoryMailer();
    t = await createTestApp({}, { mailer });
    superAdmin = await signInStaffWithFactor(t.app, { email: 'root.invites@example.test' });
  }, 60_000);
  afterAll(() => t.close());

  const invite = (email: string, roles: string[] = ['support_agent'], cookie = superAdmin.cookie) =>
    call(t.app, 'POST', '/api/admin/staff/invitations', { email, roles }, cookie);
  /** The token in the last mail sent to this address. */
  const tokenMailedTo = (email: string) => {
    const mail = [...mailer.sent].reverse().find((m) => m.to === email);
    const match = mail?.text.match(/\/staff-invite\?token=([A-Za-z0-9_-]+)/);
    if (!match) throw new Error(`no invitation link mailed to ${email}`);
    return match[1];
  };
  const auditOf = (action: string) =>
    queryRows<{ actorEmail: string; targetId: string; before: unknown; after: unknown }>(
      t.app.db,
      sql`SELECT actor_email AS "actorEmail", target_id AS "targetId", before, after FROM audit_log
          WHERE action = ${action} ORDER BY id`,
    );

  it('invites by email, mails a link, and the invitee sets a password and must set up TOTP before anything else', async () => {
    const created = await invite('new.agent@example.test', ['support_agent', 'finance']);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Invitation sent.',
      invitation: {
        email: 'new.agent@example.test',
        roles: ['support_agent', 'finance'],
        invitedBy: 'root.invites@example.test',
      },
    });
    const mail = mailer.sent.find((m) => m.to === 'new.agent@example.test')!;
    expect(mail.subject).toBe('You are invited to the Travel Portal back office');
    expect(mail.text).toContain(`${t.config.publicUrl}/staff-invite?token=`);
    expect(mail.text).toContain('Support Agent, Finance');
    expect(mail.text).toContain('expires in 72 hours');
    const token = tokenMailedTo('new.agent@example.test');

    // Only the token's hash is kept, and the pending list never shows it.
    const stored = await queryRows<{ tokenHash: string }>(
      t.app.db,
      sql`SELECT token_hash AS "tokenHash" FROM staff_invitations WHERE email = 'new.agent@example.test'`,
    );
    expect(stored[0].tokenHash).not.toContain(token);
    const pending = await call(t.app, 'GET', '/api/admin/staff/invitations', undefined, superAdmin.cookie);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().invitations.map((i: { email: string }) => i.email)).toContain('new.agent@example.test');
    expect(JSON.stringify(pending.json())).not.toContain(token);
    expect(await auditOf('staff.invited')).toContainEqual(
      expect.objectContaining({ actorEmail: 'root.invites@example.test', targetId: created.json().invitation.id }),
    );

    const details = await call(t.app, 'GET', `/api/v1/staff-invite/${token}`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      success: true,
      email: 'new.agent@example.test',
      roles: ['support_agent', 'finance'],
      existingAccount: false,
    });

    const short = await call(t.app, 'POST', '/api/v1/staff-invite/accept', {
      token,
      name: 'Nia Agent',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 9 characters long');

    const accepted = await call(t.app, 'POST', '/api/v1/staff-invite/accept', {
      token,
      name: 'Nia Agent',
      password: 'a-long-password-1',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      success: true,
      message: 'Your staff account is ready. Set up two-step sign-in to continue.',
      data: { name: 'Nia Agent', email: 'new.agent@example.test', role: 'admin' },
      signedIn: true,
    });
    const cookie = sessionCookieOf(accepted.headers['set-cookie']);

    // Every staff route refuses until two-step sign-in is on, with the marker the back office understands.
    for (const url of ['/api/admin/permissions', '/api/admin/complaints', '/api/refunds']) {
      const refused = await call(t.app, 'GET', url, undefined, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        message: 'Set up two-step sign-in before using the back office.',
        stepUp: 'enrol',
      });
    }
    // The account's own calls answer, so it can set two-step sign-in up.
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, cookie)).statusCode).toBe(200);
    const setup = await call(
      t.app,
      'POST',
      '/api/v1/customer/mfa/totp/setup',
      { password: 'a-long-password-1' },
      cookie,
    );
    expect(setup.statusCode).toBe(200);
    const confirm = await call(
      t.app,
      'POST',
      '/api/v1/customer/mfa/totp/confirm',
      { code: codeNow(setup.json().secret) },
      cookie,
    );
    expect(confirm.statusCode).toBe(200);

    const permissions = await call(t.app, 'GET', '/api/admin/permissions', undefined, cookie);
    expect(permissions.statusCode).toBe(200);
    expect(permissions.json().roles).toEqual(['support_agent', 'finance']);
    expect((await call(t.app, 'GET', '/api/admin/complaints', undefined, cookie)).statusCode).toBe(200);
    // A role they were not given stays out of reach.
    const staffList = await call(t.app, 'GET', '/api/admin/staff', undefined, cookie);
    expect(staffList.statusCode).toBe(403);
    expect(staffList.json().message).toBe('You are not authorised to do this.');

    // Signing in later asks for the second step, as for any account with TOTP on.
    const login = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: 'new.agent@example.test',
      password: 'a-long-password-1',
    });
    expect(login.json().mfaRequired).toBe(true);

    // The link worked once.
    const again = await call(t.app, 'GET', `/api/v1/staff-invite/${token}`);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This invitation has already been used. Sign in instead.');
    const reuse = await call(t.app, 'POST', '/api/v1/staff-invite/accept', {
      token,
      name: 'Someone Else',
      password: 'another-password-1',
    });
    expect(reuse.statusCode).toBe(410);
    expect(
      (await call(t.app, 'GET', '/api/admin/staff/invitations', undefined, superAdmin.cookie)).json().invitations,
    ).not.toContainEqual(expect.objectContaining({ email: 'new.agent@example.test' }));
  });

  it('answers an unknown link 404 and an expired or revoked one 410, each saying what to do', async () => {
    const unknown = await call(t.app, 'GET', '/api/v1/staff-invite/not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This invitation link is not valid. Ask a Super Admin to invite you again.');
    const unknownAccept = await call(t.app, 'POST', '/api/v1/staff-invite/accept', {
      token: 'not-a-real-token',
      name: 'X',
      password: 'a-long-password-1',
    });
    expect(unknownAccept.statusCode).toBe(404);

    await invite('late@example.test');
    const token = tokenMailedTo('late@example.test');
    await t.app.db.execute(
      sql`UPDATE staff_invitations SET expires_at = now() - interval '1 minute' WHERE email = 'late@example.test'`,
    );
    const expired = await call(t.app, 'GET', `/api/v1/staff-invite/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This invitation has expired. Ask a Super Admin to invite you again.');
    const expiredAccept = await call(t.app, 'POST', '/api/v1/staff-invite/accept', {
      token,
      name: 'Late Comer',
      password: 'a-long-password-1',
    });
    expect(expiredAccept.statusCode).toBe(410);

    // Inviting again replaces the pending invitation: the first link stops working.
    await invite('twice@example.test', ['operations']);
    const first = tokenMailedTo('twice@example.test');
    await invite('twice@example.test', ['finance']);
    const second = tokenMailedTo('twice@example.test');
    expect((await call(t.app, 'GET', `/api/v1/staff-invite/${first}`)).json().message).toBe(
      'This invitation is no longer valid. Ask a Super Admin to invite you again.',
    );
    expect((await call(t.app, 'GET', `/api/v1/staff-invite/${second}`)).json().roles).toEqual(['finance']);
    const listed = (await call(t.app, 'GET', '/api/admin/staff/invitations', undefined, superAdmin.cookie)).json();
    const mine = listed.invitations.filter((i: { email: string }) => i.email === 'twice@example.test');
    expect(mine).toHaveLength(1);

    // Revoking it ends the second link too, and is recorded.
    const revoked = await call(
      t.app,
      'DELETE',
      `/api/admin/staff/invitations/${mine[0].id}`,
      undefined,
      superAdmin.cookie,
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ success: true, message: 'Invitation revoked.' });
    expect((await call(t.app, 'GET', `/api/v1/staff-invite/${second}`)).statusCode).toBe(410);
    const revokeAgain = await call(
      t.app,
      'DELETE',
      `/api/admin/staff/invitations/${mine[0].id}`,
      undefined,
      superAdmin.cookie,
    );
    expect(revokeAgain.statusCode).toBe(404);
    expect(revokeAgain.json().message).toBe('No pending invitation with this id.');
    expect((await auditOf('staff.invitation_revoked')).map((entry) => entry.targetId)).toContain(mine[0].id);
  });

  it('refuses an address that is staff already (409), and a form without roles or with a bad address (400)', async () => {
    const taken = await invite('root.invites@example.test');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This email already belongs to a staff account.');
    const noRoles = await invite('someone@example.test', []);
    expect(noRoles.statusCode).toBe(400);
    expect(noRoles.json().message).toBe('Choose at least one role.');
    const badEmail = await invite('not-an-email', ['finance']);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Please enter a valid email address');
  });

  it('is for staff.manage only: 401 anonymous, 403 for a role without it', async () => {
    const finance = await signInStaffWithFactor(t.app, { staffRoles: ['finance'] });
    const anonymous = await call(t.app, 'POST', '/api/admin/staff/invitations', {
      email: 'a@example.test',
      roles: ['finance'],
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please log in to continue.');
    for (const [method, url] of [
      ['POST', '/api/admin/staff/invitations'],
      ['GET', '/api/admin/staff/invitations'],
      ['DELETE', '/api/admin/staff/invitations/00000000-0000-4000-8000-000000000000'],
      ['POST', `/api/admin/staff/${superAdmin.user.id}/suspend`],
      ['POST', `/api/admin/staff/${superAdmin.user.id}/reinstate`],
    ] as const) {
      const refused = await call(
        t.app,
        method,
        url,
        method === 'POST' ? { email: 'a@example.test', roles: ['finance'] } : undefined,
        finance.cookie,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You are not authorised to do this.');
    }
  });

  it("gives a customer's account the roles once its password is proven, and signs nobody in", async () => {
    const customer = await createUserSession(t.app, { email: 'shopper@example.test', name: 'Sam Shopper' });
    await invite('shopper@example.test', ['operations']);
    const token = tokenMailedTo('shopper@example.test');
    expect((await call(t.app, 'GET', `/api/v1/staff-invite/${token}`)).json().existingAccount).toBe(true);

    const wrong = await call(t.app, 'POST', '/api/v1/staff-invite/accept', { token, password: 'not-their-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Enter the password of your existing account with this email.');

    const accepted = await call(t.app, 'POST', '/api/v1/staff-invite/accept', {
      token,
      name: 'Ignored Name',
      password: customer.password,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Your account now has staff access. Sign in to continue.',
      data: { id: customer.user.id, name: 'Sam Shopper', role: 'admin' },
      signedIn: false,
    });
    expect(accepted.headers['set-cookie']).toBeUndefined();
    // The customer session ended with the change of role; a new sign-in must set up TOTP first.
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, customer.cookie)).statusCode).toBe(401);
    const login = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: 'shopper@example.test',
      password: customer.password,
    });
    const cookie = sessionCookieOf(login.headers['set-cookie']);
    const refused = await call(t.app, 'GET', '/api/admin/suppliers', undefined, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().stepUp).toBe('enrol');
  });
  it("is a person's data: exported with the account, and a deleted account's address taken off, its pending link revoked", async () => {
    const customer = await createUserSession(t.app, { email: 'soon.staff@example.test' });
    expect((await invite('soon.staff@example.test', ['finance'])).statusCode).toBe(201);
    const token = tokenMailedTo('soon.staff@example.test');

    const exported = await call(t.app, 'GET', '/api/v1/customer/export', undefined, customer.cookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().data.staffInvitations).toEqual([
      expect.objectContaining({
        email: 'soon.staff@example.test',
        roles: ['finance'],
        state: 'pending',
        acceptedAt: null,
      }),
    ]);

    const deleted = await call(
      t.app,
      'POST',
      '/api/v1/customer/delete-account',
      { password: customer.password },
      customer.cookie,
    );
    expect(deleted.statusCode).toBe(200);
    const opened = await call(t.app, 'GET', `/api/v1/staff-invite/${token}`);
    expect(opened.statusCode).toBe(410);
    expect(opened.json().message).toBe('This invitation is no longer valid. Ask a Super Admin to invite you again.');
    const kept = await queryRows<{ email: string }>(
      t.app.db,
      sql`SELECT email FROM staff_invitations WHERE roles = ARRAY['finance']::text[] ORDER BY created_at DESC LIMIT 1`,
    );
    expect(kept[0].email).toBe(`deleted-${customer.user.id}@deleted.invalid`);
  });
});

describe('suspending staff', () => {
  let t: TestApp;
  let superAdmin: TestSession;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'startup@example.test', ADMIN_PASSWORD: 'start-up-password-1' });
    superAdmin = await signInStaffWithFactor(t.app, { email: 'root.suspends@example.test' });
  }, 60_000);
  afterAll(() => t.close());

  const act = (verb: 'suspend' | 'reinstate', userId: string, cookie = superAdmin.cookie) =>
    call(t.app, 'POST', `/api/admin/staff/${userId}/${verb}`, undefined, cookie);

  it('ends their sessions at once, refuses their login, and lets them back when reinstated', async () => {
    const agent = await signInStaffWithFactor(t.app, { staffRoles: ['support_agent'], email: 'agent.s@example.test' });
    expect((await call(t.app, 'GET', '/api/admin/complaints', undefined, agent.cookie)).statusCode).toBe(200);

    const suspended = await act('suspend', agent.user.id);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      message: 'Staff member suspended. Their sessions have ended.',
      staff: { id: agent.user.id, suspended: true },
    });
    const next = await call(t.app, 'GET', '/api/admin/complaints', undefined, agent.cookie);
    expect(next.statusCode).toBe(401);
    expect(next.json().message).toBe('Please log in to continue.');

    const login = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: agent.user.email,
      password: agent.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This staff account is suspended. Ask a Super Admin to reinstate it.');
    // A wrong password still answers as for anyone.
    const wrong = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: agent.user.email,
      password: 'nope-nope-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');

    const list = (await call(t.app, 'GET', '/api/admin/staff', undefined, superAdmin.cookie)).json();
    expect(list.staff.find((m: { id: string }) => m.id === agent.user.id).suspended).toBe(true);
    expect((await act('suspend', agent.user.id)).json().message).toBe('This staff member is already suspended.');

    const reinstated = await act('reinstate', agent.user.id);
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json()).toMatchObject({ message: 'Staff member reinstated.', staff: { suspended: false } });
    const back = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: agent.user.email,
      password: agent.password,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().mfaRequired).toBe(true);
    expect((await act('reinstate', agent.user.id)).json().message).toBe('This staff member is not suspended.');

    const audit = await queryRows<{ action: string; before: unknown; after: unknown }>(
      t.app.db,
      sql`SELECT action, before, after FROM audit_log WHERE target_id = ${agent.user.id} ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'staff.suspended', before: { suspended: false }, after: { suspended: true } },
      { action: 'staff.reinstated', before: { suspended: true }, after: { suspended: false } },
    ]);
  });

  it('refuses to suspend yourself, the start-up admin, the last active Super Admin, or someone not staff', async () => {
    const self = await act('suspend', superAdmin.user.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot suspend your own account.');

    const [startUp] = await queryRows<{ id: string }>(
      t.app.db,
      sql`SELECT id::text AS id FROM users WHERE email = 'startup@example.test'`,
    );
    const startUpRefused = await act('suspend', startUp.id);
    expect(startUpRefused.statusCode).toBe(409);
    expect(startUpRefused.json().message).toBe('The start-up administrator (ADMIN_EMAIL) cannot be suspended.');

    // Only a Super Admin may suspend, so the last active one is reached only by a race: two suspending each other
    // at once. The second, run after the first, is refused (the service, as the routes call it).
    await t.app.db.execute(sql`DELETE FROM staff_roles WHERE user_id::text = ${startUp.id}`);
    const other = await signInStaffWithFactor(t.app, { staffRoles: ['super_admin'] });
    await t.app.accounts.staff.suspend(other.user.id, superAdmin.user.id, undefined);
    await expect(t.app.accounts.staff.suspend(superAdmin.user.id, other.user.id, undefined)).rejects.toMatchObject({
      statusCode: 409,
      message: 'At least one Super Admin must remain active: make someone else a Super Admin first.',
    });

    const customer = await createUserSession(t.app);
    const notStaff = await act('suspend', customer.user.id);
    expect(notStaff.statusCode).toBe(404);
    expect(notStaff.json().message).toBe('No staff member with this id.');
  });
});
