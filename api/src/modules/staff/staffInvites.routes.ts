import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import {
  STAFF_INVITE_MESSAGES,
  StaffInvitationParams,
  StaffInvitationsReply,
  StaffInviteAcceptBody,
  StaffInviteAcceptReply,
  StaffInviteBody,
  StaffInviteDetailsReply,
  StaffInviteReply,
  StaffInviteTokenParams,
  StaffMessageReply,
  StaffParams,
  StaffRolesReply,
} from '@travel/contracts/admin';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };
const publicErrors = { 400: ErrorReply, 401: ErrorReply, 404: ErrorReply, 409: ErrorReply, 410: ErrorReply };
/** The invitee's calls are public: a few tries a minute from one address is plenty. */
const INVITEE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Staff are invited, never signed up (issue #40 point 2). With `staff.manage`: invite by email with roles, list
 * and revoke pending invitations, suspend and reinstate a staff member (each audited). Public, for the invitee:
 * read an invitation by its token and accept it.
 */
export const staffInvitesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const invites = app.accounts.staffInvites;
  const staff = app.accounts.staff;
  const manage = app.accounts.requirePermission('staff.manage');

  app.post(
    '/admin/staff/invitations',
    {
      onRequest: manage,
      schema: { tags: ['admin'], body: StaffInviteBody, response: { 201: StaffInviteReply, ...errors } },
    },
    async (request, reply) => {
      const invitation = await invites.invite(request.body, request.user!.id);
      await app.audit.record(request, {
        action: 'staff.invited',
        target: { type: 'staff_invitation', id: invitation.id },
        before: null,
        after: { email: invitation.email, roles: invitation.roles, expiresAt: invitation.expiresAt },
      });
      return reply.code(201).send({ success: true as const, message: STAFF_INVITE_MESSAGES.invited, invitation });
    },
  );

  app.get(
    '/admin/staff/invitations',
    { onRequest: manage, schema: { tags: ['admin'], response: { 200: StaffInvitationsReply, ...errors } } },
    async () => ({ success: true as const, invitations: await invites.listPending() }),
  );

  app.delete(
    '/admin/staff/invitations/:id',
    {
      onRequest: manage,
      schema: { tags: ['admin'], params: StaffInvitationParams, response: { 200: StaffMessageReply, ...errors } },
    },
    async (request) => {
      const revoked = await invites.revoke(request.params.id);
      await app.audit.record(request, {
        action: 'staff.invitation_revoked',
        target: { type: 'staff_invitation', id: request.params.id },
        before: { email: revoked.email, roles: revoked.roles, revoked: false },
        after: { revoked: true },
      });
      return { success: true as const, message: STAFF_INVITE_MESSAGES.revoked };
    },
  );

  app.post(
    '/admin/staff/:userId/suspend',
    {
      onRequest: manage,
      schema: { tags: ['admin'], params: StaffParams, response: { 200: StaffRolesReply, ...errors } },
    },
    async (request) => {
      const { before, after } = await staff.suspend(request.params.userId, request.user!.id, app.config.adminEmail);
      await app.audit.record(request, {
        action: 'staff.suspended',
        target: { type: 'user', id: after.id },
        before: { suspended: before.suspended },
        after: { suspended: after.suspended },
      });
      return { success: true as const, message: STAFF_INVITE_MESSAGES.suspended, staff: after };
    },
  );

  app.post(
    '/admin/staff/:userId/reinstate',
    {
      onRequest: manage,
      schema: { tags: ['admin'], params: StaffParams, response: { 200: StaffRolesReply, ...errors } },
    },
    async (request) => {
      const { before, after } = await staff.reinstate(request.params.userId);
      await app.audit.record(request, {
        action: 'staff.reinstated',
        target: { type: 'user', id: after.id },
        before: { suspended: before.suspended },
        after: { suspended: after.suspended },
      });
      return { success: true as const, message: STAFF_INVITE_MESSAGES.reinstated, staff: after };
    },
  );

  app.get(
    '/v1/staff-invite/:token',
    {
      schema: {
        tags: ['admin'],
        params: StaffInviteTokenParams,
        response: { 200: StaffInviteDetailsReply, ...publicErrors },
      },
      config: { rateLimit: INVITEE_LIMIT },
    },
    async (request) => invites.details(request.params.token),
  );

  app.post(
    '/v1/staff-invite/accept',
    {
      schema: {
        tags: ['admin'],
        body: StaffInviteAcceptBody,
        response: { 200: StaffInviteAcceptReply, ...publicErrors },
      },
      config: { rateLimit: INVITEE_LIMIT },
    },
    async (request, reply) => {
      const { user, created } = await invites.accept(request.body);
      // A new account is signed in at once, to set up two-step sign-in (no staff route answers before). An existing
      // account may have its own second factor: its owner signs in as usual, so nothing here skips it.
      if (created) await app.accounts.startSession(reply, user.id);
      request.user = { id: user.id, name: user.name, email: user.email, role: user.role };
      await app.audit.record(request, {
        action: 'staff.invitation_accepted',
        target: { type: 'user', id: user.id },
        before: null,
        after: { email: user.email, newAccount: created },
      });
      return {
        success: true as const,
        message: created ? STAFF_INVITE_MESSAGES.accountCreated : STAFF_INVITE_MESSAGES.accountAttached,
        data: { id: user.id, name: user.name, email: user.email, role: user.role },
        signedIn: created,
      };
    },
  );
};
