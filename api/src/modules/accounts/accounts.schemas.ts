import { Type } from '@sinclair/typebox';
import { ErrorReply } from '@travel/contracts';

// Shapes only: the rules and their exact messages come from the shared yup schemas (accounts.service.ts),
// so a missing field answers 'Email is required' like the form does, not a generic schema message.
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const SignupBody = Type.Object({
  name: text(200),
  email: text(320),
  mobileNumber: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  password: text(1024),
});

export const VerifySignupBody = Type.Object({ email: text(320), otp: text(20) });
export const LoginBody = Type.Object({ email: text(320), password: text(1024) });
export const ForgotPasswordBody = Type.Object({ email: text(320) });
export const ResetPasswordBody = Type.Object({ email: text(320), otp: text(20), newPassword: text(1024) });
export const UpdateProfileBody = Type.Object({
  name: text(200),
  mobileNumber: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
});

export const SessionUserSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('customer'), Type.Literal('admin')]),
});

export const MessageReply = Type.Object({ success: Type.Boolean(), message: Type.String() });
export const UserReply = Type.Object({ success: Type.Boolean(), message: Type.String(), data: SessionUserSchema });

export const errorReplies = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 409: ErrorReply, 429: ErrorReply };
