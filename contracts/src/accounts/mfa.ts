import { Type, type Static } from '@sinclair/typebox';
import { UserReply } from './accounts.schemas';

// A second factor (issue #40 point 3): TOTP (RFC 6238) with one-time recovery codes, for customers who want it and
// for every staff member, and the step-up that money actions (refunds, cancellation approvals) ask for after 15
// idle minutes. Calls under /api/v1/customer, like the rest of the account.
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** How many recovery codes confirming TOTP gives (each like `abcd-efgh`, usable once). */
export const RECOVERY_CODE_COUNT = 10;
/** A money action asks for the factor again when none was proven on the session for this long (sliding). */
export const STEP_UP_IDLE_SECONDS = 15 * 60;
/** A sign-in waiting for its second step lasts this long. */
export const PENDING_SIGN_IN_SECONDS = 5 * 60;
/** Wrong codes a pending sign-in takes before it is void. */
export const PENDING_SIGN_IN_MAX_TRIES = 5;

export const MFA_MESSAGES = {
  wrongPassword: 'Your password is not right.',
  totpOn: 'Two-step sign-in is on.',
  totpOff: 'Two-step sign-in is off.',
  wrongSetupCode: 'That code is not right. Enter the 6 digits your app shows now.',
  staffKeepTotp: 'Staff accounts keep two-step sign-in.',
  codeRequired: 'Enter the code from your authenticator app.',
  wrongCode: 'That code is not right.',
  tooManyTries: 'Too many tries. Sign in again.',
  signInExpired: 'Your sign-in has expired. Sign in again.',
  stepUpEnrol: 'Set up two-step sign-in in your account before you move money.',
  stepUpCode: 'Enter the code from your authenticator app to continue.',
  confirmed: 'Confirmed.',
  noSetup: 'Start setting up two-step sign-in again.',
  notOn: 'Two-step sign-in is not on.',
  alreadyOn: 'Two-step sign-in is already on.',
} as const;

/** GET /v1/customer/mfa: the signed-in person's second factor. */
export const MfaStatusReply = Type.Object({
  success: Type.Literal(true),
  totp: Type.Object({
    enabled: Type.Boolean(),
    /** ISO 8601, when it was confirmed; null while off. */
    enabledAt: Type.Union([Type.String(), Type.Null()]),
    recoveryCodesLeft: Type.Integer({ minimum: 0 }),
  }),
  /** A staff account: cannot turn TOTP off, and needs it to move money. */
  staff: Type.Boolean(),
});
export type MfaStatusReply = Static<typeof MfaStatusReply>;

/** POST /v1/customer/mfa/totp/setup: re-authenticates with the password (401 when wrong). */
export const TotpSetupBody = Type.Object({ password: text(1024) });
export type TotpSetupBody = Static<typeof TotpSetupBody>;

/** A new secret, pending until confirmed (a new setup replaces a pending one). Issuer "Travel Portal", label the email. */
export const TotpSetupReply = Type.Object({
  success: Type.Literal(true),
  /** Base32, for typing into an app by hand. */
  secret: Type.String(),
  /** otpauth://totp/… */
  otpauthUri: Type.String(),
  /** The otpauthUri as a QR code, `data:image/png;base64,…`. */
  qrDataUrl: Type.String(),
});
export type TotpSetupReply = Static<typeof TotpSetupReply>;

/** A 6-digit TOTP code or, where the call says so, a recovery code (`abcd-efgh`). */
export const MfaCodeBody = Type.Object({ code: text(64) });
export type MfaCodeBody = Static<typeof MfaCodeBody>;

/** POST /v1/customer/mfa/totp/confirm: 400 with a wrong code. The recovery codes are shown this once. */
export const TotpConfirmReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  recoveryCodes: Type.Array(Type.String()),
});
export type TotpConfirmReply = Static<typeof TotpConfirmReply>;

/** POST /v1/customer/mfa/totp/disable: password and a current code (TOTP or recovery); 403 for staff. */
export const TotpDisableBody = Type.Object({ password: text(1024), code: text(64) });
export type TotpDisableBody = Static<typeof TotpDisableBody>;

/**
 * POST /v1/customer/login, for an account with TOTP on, when the password is right: no session yet, a pending
 * sign-in cookie (5 minutes) instead; POST /v1/customer/login/mfa with the code then answers as a login does.
 */
export const MfaRequiredReply = Type.Object({
  success: Type.Literal(true),
  mfaRequired: Type.Literal(true),
  message: Type.String(),
});
export type MfaRequiredReply = Static<typeof MfaRequiredReply>;

/** What POST /v1/customer/login answers with 200: signed in, or the second step is needed. */
export const LoginReply = Type.Union([UserReply, MfaRequiredReply]);
export type LoginReply = Static<typeof LoginReply>;

export const isMfaRequired = (reply: LoginReply): reply is MfaRequiredReply =>
  'mfaRequired' in reply && reply.mfaRequired === true;

/** POST /v1/customer/mfa/step-up: a factor proven now; money actions pass until validUntil (extended by each). */
export const StepUpReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** ISO 8601. */
  validUntil: Type.String(),
});
export type StepUpReply = Static<typeof StepUpReply>;

/**
 * The 403 of a money action (refunds.initiate, cancellations.approve) without a recent factor: `enrol` when the
 * staff member has no TOTP yet (set it up in the account first), `code` when the factor must be entered again
 * (POST /v1/customer/mfa/step-up, then retry).
 */
export const StepUpRequiredReply = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  stepUp: Type.Union([Type.Literal('enrol'), Type.Literal('code')]),
});
export type StepUpRequiredReply = Static<typeof StepUpRequiredReply>;
