import { Type, type Static } from '@sinclair/typebox';
import { ErrorReply } from '../errors';

// /api/v1/customer/* and social login under /api/v1/oAuth, with the types both sides use.
// Shapes only: the rules and their exact messages come from the shared yup schemas (contracts/src/validation),
// so a missing field answers 'Email is required' like the form does, not a generic schema message.
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const MobileNumber = Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()]));

export const SignupBody = Type.Object({
  name: text(200),
  email: text(320),
  mobileNumber: MobileNumber,
  password: text(1024),
});
export type SignupBody = Static<typeof SignupBody>;

/**
 * The emailed code with the sign-up form's values: the account is made with the name and password of whoever
 * enters the code (who proved the mailbox), never with those of an earlier sign-up for the address.
 */
export const VerifySignupBody = Type.Object({
  email: text(320),
  otp: text(20),
  name: text(200),
  mobileNumber: MobileNumber,
  password: text(1024),
});
export type VerifySignupBody = Static<typeof VerifySignupBody>;

export const LoginBody = Type.Object({ email: text(320), password: text(1024) });
export type LoginBody = Static<typeof LoginBody>;

export const ForgotPasswordBody = Type.Object({ email: text(320) });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const ResetPasswordBody = Type.Object({ email: text(320), otp: text(20), newPassword: text(1024) });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/**
 * A profile change. A new `email` is not taken at once: the first call mails a code to it (the reply's
 * `pendingEmail`), and the same call again with that code as `emailOtp` makes the change.
 */
export const UpdateProfileBody = Type.Object({
  name: text(200),
  mobileNumber: MobileNumber,
  email: text(320),
  emailOtp: text(20),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

/** The signed-in person as the API describes them. Never holds a token or a password. */
export const SessionUser = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('customer'), Type.Literal('admin')]),
});
export type SessionUser = Static<typeof SessionUser>;

/** The `{ success, message }` answer of a customer call. */
export const MessageReply = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type MessageReply = Static<typeof MessageReply>;

/** A call that signs someone in (or says who is signed in) answers with them. */
export const UserReply = Type.Object({ success: Type.Boolean(), message: Type.String(), data: SessionUser });
export type UserReply = Static<typeof UserReply>;

export const accountErrorReplies = {
  400: ErrorReply,
  401: ErrorReply,
  403: ErrorReply,
  409: ErrorReply,
  429: ErrorReply,
};

// Social login.

export const OAuthProvider = Type.Union([Type.Literal('google'), Type.Literal('facebook')]);
export type OAuthProvider = Static<typeof OAuthProvider>;

export const OAuthProviderParams = Type.Object({ provider: OAuthProvider });
export type OAuthProviderParams = Static<typeof OAuthProviderParams>;

/** What the identity provider sends back to the callback (code, state, or an error). */
export const OAuthCallbackQuery = Type.Record(Type.String(), Type.String({ maxLength: 4096 }));
export type OAuthCallbackQuery = Static<typeof OAuthCallbackQuery>;

/** Both social-login calls answer with a redirect (302, no body): to the provider, /successAuth, /social-link or /failedAuth. */
export const OAuthRedirectReply = Type.Null();

/** The sign-in waiting on /social-link for the account's password or an emailed code. */
export const PendingSignIn = Type.Object({ provider: Type.String(), email: Type.String() });
export type PendingSignIn = Static<typeof PendingSignIn>;

export const PendingSignInReply = Type.Object({ success: Type.Boolean(), data: PendingSignIn });
export type PendingSignInReply = Static<typeof PendingSignInReply>;

export const LinkPasswordBody = Type.Object({ password: text(1024) });
export type LinkPasswordBody = Static<typeof LinkPasswordBody>;

export const LinkCodeBody = Type.Object({ otp: text(20) });
export type LinkCodeBody = Static<typeof LinkCodeBody>;
