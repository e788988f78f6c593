import { Type, type Static } from '@sinclair/typebox';

// GET /api/health: 200 when the database and the mail transport answer, 503 with the same shape when not.

const Dependency = Type.Object({ kind: Type.String(), up: Type.Boolean() });

export const HealthReply = Type.Object({
  success: Type.Boolean(),
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Dependency,
  mail: Dependency,
});
export type HealthReply = Static<typeof HealthReply>;
