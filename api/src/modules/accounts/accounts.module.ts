import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deleteExpired, type UserRow } from './accounts.repository';
import { accountAreaService } from './account.service';
import { accountsRoutes } from './accounts.routes';
import { accountsService, type AccountsDeps } from './accounts.service';
import { requireAdmin, requirePermission, requireUser } from './guards';
import { staffAccounts } from './staffAccounts';
import { staffInvites, staffInvitesPersonalData } from './staffInvites';
import { mfaService } from './mfa.service';
import { isHttps, sessionUserOf, startSession } from './sessions';
import { DEVELOPMENT_MFA_ENCRYPTION_KEY } from '../../config';

/** The accounts module's service: sign-up, codes, login, and who is calling for the other modules. */
export function accountsModuleService(deps: AccountsDeps & { mfaEncryptionKey?: string; publicUrl?: string }) {
  const service = accountsService(deps);
  const mfa = mfaService({ db: deps.db, encryptionKey: deps.mfaEncryptionKey ?? DEVELOPMENT_MFA_ENCRYPTION_KEY });
  const area = accountAreaService({ db: deps.db, mailer: deps.mailer, log: deps.log, accounts: service });
  area.registerPersonalData(staffInvitesPersonalData(deps.db));
  return {
    ...service,
    /** The account area: profile, password, sessions, export and deletion. */
    area,
    /** A module that keeps personal data says how to export it, erase it and follow an email change. */
    registerPersonalData: area.registerPersonalData,
    /** The signed-in person behind a request's session cookie, or undefined. */
    sessionUser: (request: FastifyRequest): Promise<UserRow | undefined> => sessionUserOf(deps.db, request),
    /** preHandler: 401 without a session; sets request.user. */
    requireUser,
    /** preHandler: 401 without a session, 403 for a customer; sets request.user. */
    requireAdmin,
    /** onRequest/preHandler for a staff route: 401 without a session, 403 without the permission. */
    requirePermission,
    /**
     * onRequest/preHandler after requirePermission on a staff route that moves money: 403 (StepUpRequiredReply)
     * without TOTP or without a factor proven on the session in the last 15 minutes of money actions (sliding).
     */
    requireRecentFactor: mfa.requireRecentFactor,
    /** The second factor: TOTP, recovery codes, the sign-in's second step, step-up. */
    mfa,
    /** Staff accounts and their roles: list, the roles one holds, change them. */
    staff: staffAccounts(deps.db),
    /** Staff invitations: invite, list, revoke; the invitee reads and accepts one. */
    staffInvites: staffInvites({ db: deps.db, mailer: deps.mailer, publicUrl: deps.publicUrl ?? '' }),
    /** Starts a session for the account (a new cookie; the request's old session ends). */
    startSession: (reply: FastifyReply, userId: string) => startSession(deps.db, reply, deps.publicUrl ?? '', userId),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts and sessions: the accounts module's service. */
    accounts: ReturnType<typeof accountsModuleService>;
  }
}

const isLocal = (url: string) => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|$)/.test(url);

/**
 * The accounts module: `app.accounts`, the admin account from ADMIN_EMAIL/ADMIN_PASSWORD (its TOTP from
 * ADMIN_TOTP_SECRET), and /api/v1/customer,
 * /api/me and social login under /api/v1/oAuth.
 */
export const accountsModule = fp(
  async (app: FastifyInstance) => {
    const service = accountsModuleService({
      db: app.db,
      mailer: app.mailer,
      log: app.log,
      mfaEncryptionKey: app.config.mfaEncryptionKey,
      publicUrl: app.config.publicUrl,
    });
    app.decorate('accounts', service);
    const { adminEmail, adminPassword, adminTotpSecret, publicUrl } = app.config;
    if (adminEmail && adminPassword) {
      const admin = await service.ensureAdmin(adminEmail, adminPassword);
      if (adminTotpSecret) await service.mfa.ensureTotp(admin.id, adminTotpSecret);
      app.log.info(
        `admin account ${adminEmail} is ready${adminTotpSecret ? ', with TOTP on (ADMIN_TOTP_SECRET)' : ''}`,
      );
    }
    await deleteExpired(app.db);
    if (app.config.isProduction && !isHttps(publicUrl) && !isLocal(publicUrl)) {
      app.log.warn('PUBLIC_URL is not https: session cookies are sent without Secure and the __Host- prefix');
    }
    await app.register(accountsRoutes, { prefix: '/api' });
  },
  { name: 'accounts', decorators: { fastify: ['config', 'db', 'mailer'] } },
);
