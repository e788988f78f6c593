import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorReply } from '@travel/contracts';
import {
  ComplaintAccessQuery,
  ComplaintMessageBody,
  ComplaintParams,
  ComplaintsReply,
  ComplaintThreadReply,
  FileComplaintBody,
  FileComplaintReply,
  LinkComplaintBody,
  ResolveComplaintBody,
  StaffComplaintReply,
  type StaffComplaintDetail,
  StaffComplaintsQuery,
  StaffComplaintsReply,
} from '@travel/contracts/complaints';
import { tripCaller } from '../trips/trips.service';
import { COMPLAINT_FILED } from './complaints.service';

const tags = ['complaints'];
/** Each one stores a message and sends an email: bounded per client address. */
const writeLimit = { rateLimit: { max: 20, timeWindow: '10 minutes' } };

/**
 * The traveller's side of the complaints desk: file a complaint about one of their bookings (signed in, or a guest
 * with the trips look-up's `?token=`), list theirs, read a thread and reply. Someone else's complaint or booking
 * answers 404, as one that does not exist. Nothing can be deleted: there is no DELETE route.
 */
export const complaintsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.complaints;

  app.post(
    '/complaints',
    {
      config: writeLimit,
      schema: {
        tags,
        querystring: ComplaintAccessQuery,
        body: FileComplaintBody,
        response: { 201: FileComplaintReply, 400: ErrorReply, 404: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const complaint = await service.file(await tripCaller(app, request), request.body);
      return reply.code(201).send({ success: true, message: COMPLAINT_FILED, complaint });
    },
  );

  app.get(
    '/complaints',
    { preHandler: app.accounts.requireUser, schema: { tags, response: { 200: ComplaintsReply, 401: ErrorReply } } },
    async (request) => ({ success: true as const, complaints: await service.mine(request.user!) }),
  );

  app.get(
    '/complaints/:ticket',
    {
      schema: {
        tags,
        params: ComplaintParams,
        querystring: ComplaintAccessQuery,
        response: { 200: ComplaintThreadReply, 404: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      complaint: await service.thread(request.params.ticket, await tripCaller(app, request)),
    }),
  );

  app.post(
    '/complaints/:ticket/messages',
    {
      config: writeLimit,
      schema: {
        tags,
        params: ComplaintParams,
        querystring: ComplaintAccessQuery,
        body: ComplaintMessageBody,
        response: { 200: ComplaintThreadReply, 400: ErrorReply, 404: ErrorReply, 429: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      complaint: await service.travellerReply(
        request.params.ticket,
        await tripCaller(app, request),
        request.body.message,
      ),
    }),
  );
};

const staffErrors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };

/**
 * The staff queue (`complaints.work`): open tickets with their two clocks, overdue first; take one, reply, link a
 * refund or a date change, resolve. The acting staff member comes from the session; each change is audited with
 * the ticket's status, assignee, resolution and links before and after.
 */
export const complaintsStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.complaints;
  app.addHook('onRequest', app.accounts.requirePermission('complaints.work'));
  const staffOf = (user: { id: string; name: string }) => ({ id: user.id, name: user.name });
  const detailSchema = { tags, params: ComplaintParams, response: { 200: StaffComplaintReply, ...staffErrors } };

  /** Runs a desk action on a ticket and records it, with what the ticket looked like before and after. */
  const audited = async (
    request: FastifyRequest & { params: { ticket: string } },
    action: string,
    act: () => Promise<StaffComplaintDetail>,
    extra?: object,
  ) => {
    const before = await service.staffView(request.params.ticket);
    const after = await act();
    await app.audit.record(request, {
      action,
      target: { type: 'complaint', id: after.ticket },
      before: complaintState(before),
      after: { ...complaintState(after), ...extra },
    });
    return { success: true as const, complaint: after };
  };

  app.get(
    '/admin/complaints',
    {
      schema: {
        tags,
        querystring: StaffComplaintsQuery,
        response: { 200: StaffComplaintsReply, 400: ErrorReply, 401: ErrorReply, 403: ErrorReply },
      },
    },
    async (request) => ({ success: true as const, complaints: await service.queue(request.query.status) }),
  );

  app.get('/admin/complaints/:ticket', { schema: detailSchema }, async (request) => ({
    success: true as const,
    complaint: await service.staffView(request.params.ticket),
  }));

  app.post('/admin/complaints/:ticket/assign', { schema: detailSchema }, async (request) =>
    audited(request, 'complaint.assigned', () => service.assign(request.params.ticket, staffOf(request.user!))),
  );

  app.post(
    '/admin/complaints/:ticket/messages',
    { schema: { ...detailSchema, body: ComplaintMessageBody } },
    async (request) =>
      audited(
        request,
        'complaint.replied',
        () => service.staffReply(request.params.ticket, staffOf(request.user!), request.body.message),
        { message: request.body.message },
      ),
  );

  app.post(
    '/admin/complaints/:ticket/resolve',
    { schema: { ...detailSchema, body: ResolveComplaintBody } },
    async (request) =>
      audited(request, 'complaint.resolved', () =>
        service.resolve(request.params.ticket, staffOf(request.user!), request.body.resolution),
      ),
  );

  app.post(
    '/admin/complaints/:ticket/link',
    { schema: { ...detailSchema, body: LinkComplaintBody } },
    async (request) =>
      audited(request, 'complaint.linked', () =>
        service.link(request.params.ticket, staffOf(request.user!), request.body),
      ),
  );
};

/** What the audit log keeps of a ticket: its state, not its messages (those are in the complaint's own trail). */
const complaintState = (complaint: StaffComplaintDetail) => ({
  status: complaint.status,
  assignedTo: complaint.assignedTo,
  resolution: complaint.resolution,
  links: complaint.links.map((link) => ({ kind: link.kind, targetId: link.targetId })),
});
