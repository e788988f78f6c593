import { Type, type Static } from '@sinclair/typebox';
import { SessionUser } from './accounts.schemas';

// The account area (issue 16): profile, password, signed-in sessions, the data export and account deletion,
// under /api/v1/customer like the rest of the customer calls.
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** Everything the profile page shows of the signed-in person. */
export const AccountProfile = Type.Object({
  ...SessionUser.properties,
  mobileNumber: Type.Union([Type.String(), Type.Null()]),
  /** False for an account that only ever signed in through Google or Facebook. */
  hasPassword: Type.Boolean(),
});
export type AccountProfile = Static<typeof AccountProfile>;

export const ProfileReply = Type.Object({ success: Type.Boolean(), data: AccountProfile });
export type ProfileReply = Static<typeof ProfileReply>;

/** PATCH /v1/customer/update answers with the profile as it is now and, while a new email waits for its code, that address. */
export const UpdateProfileReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: AccountProfile,
  pendingEmail: Type.Optional(Type.String()),
});
export type UpdateProfileReply = Static<typeof UpdateProfileReply>;

export const ChangePasswordBody = Type.Object({ currentPassword: text(1024), newPassword: text(1024) });
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** One signed-in browser of the account. */
export const AccountSession = Type.Object({
  id: Type.String(),
  /** "Chrome on Windows", from the user agent. */
  device: Type.String(),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  /** The session this request came with. */
  current: Type.Boolean(),
});
export type AccountSession = Static<typeof AccountSession>;

export const SessionsReply = Type.Object({ success: Type.Boolean(), sessions: Type.Array(AccountSession) });
export type SessionsReply = Static<typeof SessionsReply>;

export const SessionIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export type SessionIdParams = Static<typeof SessionIdParams>;

/** Deleting the account is confirmed with its password, or with a code mailed to its address. */
export const DeleteAccountBody = Type.Object({ password: text(1024), otp: text(20) });
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/**
 * GET /v1/customer/export: a JSON file of what the portal keeps about the person. Each section is written by
 * the module that keeps that data (bookings, flight orders, price alerts …), so its shape is that module's.
 */
export const AccountExport = Type.Object({
  exportedAt: Type.String(),
  profile: AccountProfile,
  sessions: Type.Array(AccountSession),
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type AccountExport = Static<typeof AccountExport>;
