import { Type, type Static } from '@sinclair/typebox';

/**
 * One broken rule of a request, at the field it belongs to: 'passengers[1].firstName', 'contact.mobile'
 * (the request body's path, array items in brackets). The forms show each message next to that field.
 */
export const FieldProblem = Type.Object({ field: Type.String(), message: Type.String() });
export type FieldProblem = Static<typeof FieldProblem>;

/**
 * Every error the API answers, 4xx or 5xx (api/src/plugins/errors.ts writes it). A 400 of broken rules (the
 * checkouts' travellers, guests and contact) also lists `problems`, every one with its field; `message` is then the
 * first problem's, for clients that read one. A schema's refusal lists `problems` too (a schema may give its own
 * sentence as `errorMessage`); its `message` stays the first error's one line, as it always was.
 */
export const ErrorReply = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  problems: Type.Optional(Type.Array(FieldProblem)),
  /**
   * A staff route's 403 that asks for a second factor (contracts/src/accounts/mfa.ts, StepUpRequiredReply): `enrol`
   * when two-step sign-in must be set up first (an invited staff member before anything else), `code` when it must
   * be entered again.
   */
  stepUp: Type.Optional(Type.Union([Type.Literal('enrol'), Type.Literal('code')])),
});
export type ErrorReply = Static<typeof ErrorReply>;
