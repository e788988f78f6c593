import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { call } from '../accounts/accounts.test-helpers';
import { signInStaffWithFactor } from '../accounts/testing';

// Two accepts of one invitation at once (a double click, two tabs): one account, one answer 200, the other 410.

describe('accepting a staff invitation twice at once', () => {
  let t: TestApp;
  let mailer: ReturnType<typeof memoryMailer>;

  beforeAll(async () => {
    mailer = memoryMailer();
    t = await createTestApp({}, { mailer });
  }, 60_000);
  afterAll(() => t.close());

  it('makes one account', async () => {
    const superAdmin = await signInStaffWithFactor(t.app);
    const invited = await call(
      t.app,
      'POST',
      '/api/admin/staff/invitations',
      { email: 'twin@example.test', roles: ['finance'] },
      superAdmin.cookie,
    );
    expect(invited.statusCode).toBe(201);
    const token = mailer.sent.find((m) => m.to === 'twin@example.test')!.text.match(/token=([A-Za-z0-9_-]+)/)![1];

    const accept = (name: string) =>
      call(t.app, 'POST', '/api/v1/staff-invite/accept', { token, name, password: 'a-long-password-1' });
    const answers = await Promise.all([accept('First Twin'), accept('Second Twin')]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
    expect(answers.find((a) => a.statusCode === 410)!.json().message).toBe(
      'This invitation has already been used. Sign in instead.',
    );
    const accounts = await queryRows<{ id: string; role: string }>(
      t.app.db,
      sql`SELECT id::text AS id, role FROM users WHERE email_key = 'twin@example.test'`,
    );
    expect(accounts).toHaveLength(1);
    expect(accounts[0].role).toBe('admin');
    const roles = await queryRows<{ role: string }>(
      t.app.db,
      sql`SELECT role FROM staff_roles WHERE user_id::text = ${accounts[0].id}`,
    );
    expect(roles).toEqual([{ role: 'finance' }]);
  });
});
