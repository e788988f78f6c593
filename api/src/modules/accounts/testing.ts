import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Secret } from 'otpauth';
import * as repo from './accounts.repository';
import type { Role } from './accounts.repository';
import type { StaffRole } from '@travel/contracts/admin';
import { replaceStaffRoles } from './staff.repository';
import { hashPassword, randomToken, sha256 } from './secrets';
import { sessionCookieName, SESSION_TTL_SECONDS, toSessionUser, type SessionUser } from './sessions';

export interface TestSession {
  /** A Cookie header value: pass as `headers: { cookie }` to app.inject. */
  cookie: string;
  user: SessionUser;
  password: string;
}

/**
 * For API tests of any domain: creates an account straight through the repository and a session for it.
 * `const { cookie, user } = await createUserSession(app, { role: 'admin' })`: a staff account, a Super Admin
 * unless `staffRoles` says which roles it holds (staffRoles alone makes a staff account too).
 */
export async function createUserSession(
  app: FastifyInstance,
  options: { role?: Role; email?: string; name?: string; password?: string; staffRoles?: StaffRole[] } = {},
): Promise<TestSession> {
  const role = options.role ?? (options.staffRoles ? 'admin' : 'customer');
  const password = options.password ?? `pw-${randomBytes(8).toString('hex')}`;
  const email = options.email ?? `${role}-${randomBytes(6).toString('hex')}@example.test`;
  const user = await repo.insertUser(app.db, {
    name: options.name ?? (role === 'admin' ? 'Test Admin' : 'Test Traveller'),
    email,
    mobileNumber: null,
    passwordHash: await hashPassword(password),
    role,
  });
  if (role === 'admin') await replaceStaffRoles(app.db, user.id, options.staffRoles ?? ['super_admin']);
  const sessionId = randomToken();
  await repo.insertSession(app.db, sha256(sessionId), user.id, SESSION_TTL_SECONDS);
  return { cookie: `${sessionCookieName(app.config.publicUrl)}=${sessionId}`, user: toSessionUser(user), password };
}

export interface StaffSessionWithFactor extends TestSession {
  /** The staff member's TOTP secret (base32), to compute codes with otpauth. */
  totpSecret: string;
}

/**
 * A staff session that may move money (issue #40): the account has TOTP on and a factor was proven on the session
 * just now, as after the sign-in's second step. Options as createUserSession's (a Super Admin by default).
 */
export async function signInStaffWithFactor(
  app: FastifyInstance,
  options: Parameters<typeof createUserSession>[1] = {},
): Promise<StaffSessionWithFactor> {
  const session = await createUserSession(app, { role: 'admin', ...options });
  const totpSecret = new Secret({ size: 20 }).base32;
  await app.accounts.mfa.ensureTotp(session.user.id, totpSecret);
  await app.accounts.mfa.markFactorProven(sha256(session.cookie.split('=')[1]));
  return { ...session, totpSecret };
}
