import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorReply } from '@travel/contracts';
import { StepUpRequiredReply } from '@travel/contracts/accounts';
import type { Permission } from '@travel/contracts/admin';
import {
  ChooseAlternativeBody,
  type FlightDisruption,
  StaffDisruptionParams,
  StaffDisruptionReply,
  StaffDisruptionsQuery,
  StaffDisruptionsReply,
  staffDisruptionState,
  type StaffDisruption,
  type StaffDisruptionDetail,
} from '@travel/contracts/disruptions';
import { ApiError } from '../../plugins/errors';
import type { Caller } from '../trips/trips.service';
import { NO_SUCH_CHANGE } from './disruptions.service';
import * as staffRepo from './disruptions.staff.repository';

const tags = ['disruptions'];
const listErrors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply };
const errors = { ...listErrors, 404: ErrorReply, 409: ErrorReply, 503: ErrorReply };

/** What the desk is told once an answer given for the traveller is confirmed. */
export const STAFF_DISRUPTION_MESSAGES = {
  accepted: 'The new schedule is confirmed with the airline for the traveller.',
  changed: "The traveller's new flight is confirmed with the airline.",
  cancelled:
    'The booking is cancelled and everything the traveller paid is being refunded to their original payment method.',
} as const;

/**
 * The back office's schedule changes (issue 39, point 6): every airline change of a flight booked at a supplier,
 * open ones first, with its booking, traveller, flights as booked and as changed, the supplier's deadline and who
 * answered (`bookings.view`); and the three answers given for the traveller, each as the booking's owner would
 * give it (app.disruptions' own rules, emails and 409s), written as staff's and recorded in the audit log:
 * accept the new schedule or choose another flight (`complaints.work`), cancel for a full refund
 * (`refunds.initiate`, as it moves money).
 */
export const disruptionsStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.disruptions;
  const guard = (permission: Permission) => ({ onRequest: app.accounts.requirePermission(permission) });

  const view = (row: staffRepo.StaffDisruptionRow): StaffDisruption => {
    const disruption: FlightDisruption = service.toView(row, row.reference);
    const travellerName = row.lead_passenger ?? row.contact_email;
    return {
      ...disruption,
      state: staffDisruptionState(disruption),
      traveller: { name: travellerName, email: row.contact_email },
      answeredBy: disruption.choice
        ? {
            by: disruption.choice.by,
            name:
              disruption.choice.by === 'staff'
                ? row.answered_by_name
                : disruption.choice.by === 'traveller'
                  ? travellerName
                  : null,
          }
        : null,
    };
  };

  const found = async (id: string) => {
    const row = await staffRepo.staffDisruption(app.db, id);
    if (!row) throw new ApiError(404, NO_SUCH_CHANGE);
    return row;
  };

  /**
   * The booking's owner, as the traveller routes take them: the order's own access token opens it, and the staff
   * member is the user, so the answer is written with their id (chosen_by_user) as well as 'staff'.
   */
  const asOwner = async (request: FastifyRequest, row: staffRepo.StaffDisruptionRow): Promise<Caller> => {
    const order = await app.flightCheckout.findOrder({ id: row.order_id });
    if (!order) throw new ApiError(404, NO_SUCH_CHANGE);
    const staff = request.user!;
    return { user: { id: staff.id, email: staff.email, role: staff.role }, token: order.accessToken };
  };

  /** The change with the flights its supplier offers instead (read there, as the traveller's page reads them). */
  const detail = async (request: FastifyRequest, id: string): Promise<StaffDisruptionDetail> => {
    const row = await found(id);
    const base = view(row);
    if (row.status !== 'open' || !row.actions.includes('change') || base.state !== 'awaiting') {
      return { ...base, alternatives: [], alternativesError: null };
    }
    try {
      const alternatives = await service.alternatives(row.reference, row.id, await asOwner(request, row));
      return { ...base, alternatives, alternativesError: null };
    } catch (error) {
      request.log.warn({ err: error, disruptionId: row.id }, 'the alternatives of an airline change were not read');
      return {
        ...base,
        alternatives: [],
        alternativesError:
          error instanceof ApiError ? error.message : 'The supplier did not answer just now; please try again.',
      };
    }
  };

  /** An answer given for the traveller, and its audit entry when it changed anything (a repeat changes nothing). */
  const answerFor = async (
    request: FastifyRequest & { params: { id: string } },
    action: 'accepted' | 'changed' | 'cancelled',
    give: (reference: string, caller: Caller) => Promise<FlightDisruption>,
  ) => {
    const row = await found(request.params.id);
    const before = view(row);
    await give(row.reference, await asOwner(request, row));
    const after = await detail(request, row.id);
    if (after.status !== before.status) {
      await app.audit.record(request, {
        action: `disruption.${action}`,
        target: { type: 'flight_disruption', id: row.id },
        before: auditState(before),
        after: auditState(after),
      });
    }
    return { success: true as const, message: STAFF_DISRUPTION_MESSAGES[action], disruption: after };
  };

  app.get(
    '/admin/disruptions',
    {
      ...guard('bookings.view'),
      schema: { tags, querystring: StaffDisruptionsQuery, response: { 200: StaffDisruptionsReply, ...listErrors } },
    },
    async (request) => ({
      success: true as const,
      disruptions: (await staffRepo.staffDisruptions(app.db, request.query.status === 'open')).map(view),
    }),
  );

  const detailSchema = { tags, params: StaffDisruptionParams, response: { 200: StaffDisruptionReply, ...errors } };

  app.get('/admin/disruptions/:id', { ...guard('bookings.view'), schema: detailSchema }, async (request) => ({
    success: true as const,
    disruption: await detail(request, request.params.id),
  }));

  app.post('/admin/disruptions/:id/accept', { ...guard('complaints.work'), schema: detailSchema }, async (request) =>
    answerFor(request, 'accepted', (reference, caller) =>
      service.accept(reference, request.params.id, caller, 'staff'),
    ),
  );

  app.post(
    '/admin/disruptions/:id/alternative',
    { ...guard('complaints.work'), schema: { ...detailSchema, body: ChooseAlternativeBody } },
    async (request) =>
      answerFor(request, 'changed', (reference, caller) =>
        service.chooseAlternative(reference, request.params.id, request.body.alternativeId, caller, 'staff'),
      ),
  );

  // Cancelling refunds everything paid: a second factor proven in the last 15 minutes too (issue #40).
  const refundGuard = [app.accounts.requirePermission('refunds.initiate'), app.accounts.requireRecentFactor];
  const refundSchema = {
    ...detailSchema,
    response: { ...detailSchema.response, 403: Type.Union([StepUpRequiredReply, ErrorReply]) },
  };
  app.post('/admin/disruptions/:id/cancel', { onRequest: refundGuard, schema: refundSchema }, async (request) =>
    answerFor(request, 'cancelled', (reference, caller) =>
      service.cancel(reference, request.params.id, caller, 'staff'),
    ),
  );
};

/** What the audit log keeps of a change: the booking, where it stood, the answer and any refund. */
const auditState = (disruption: StaffDisruption) => ({
  reference: disruption.reference,
  status: disruption.status,
  state: disruption.state,
  choice: disruption.choice,
  refund: disruption.refund,
});
