import { Type, type Static } from '@sinclair/typebox';

// GET /api/health: liveness, answered from memory (the process is up and serving).
export const LivenessReply = Type.Object({
  success: Type.Literal(true),
  status: Type.Literal('ok'),
  uptimeSeconds: Type.Integer(),
});
export type LivenessReply = Static<typeof LivenessReply>;

// GET /api/health/ready: 200 when the database and the mail transport answer, 503 with the same shape when not.

const Dependency = Type.Object({ kind: Type.String(), up: Type.Boolean() });

export const HealthReply = Type.Object({
  success: Type.Boolean(),
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Dependency,
  mail: Dependency,
  /** When the dependencies were last asked: the answer is kept for a few seconds (config.health.readyCacheMs). */
  checkedAt: Type.String(),
});
export type HealthReply = Static<typeof HealthReply>;
