import { Type, type Static } from '@sinclair/typebox';

/** Every error the API answers, 4xx or 5xx (api/src/plugins/errors.ts writes it). */
export const ErrorReply = Type.Object({ success: Type.Literal(false), message: Type.String() });
export type ErrorReply = Static<typeof ErrorReply>;
