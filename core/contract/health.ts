import { Type, type Static } from '@sinclair/typebox';

export const HealthResponse = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  version: Type.String(),
});
export type HealthResponse = Static<typeof HealthResponse>;

const CheckState = Type.Union([Type.Literal('ok'), Type.Literal('failed')]);

/** 200 when every dependency (the database, the file storage, the job queue's store) answered, 503 naming the ones that did not (within a few seconds each). */
export const ReadyResponse = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unready')]),
  checks: Type.Object({ database: CheckState, storage: CheckState, queue: CheckState }),
});
export type ReadyResponse = Static<typeof ReadyResponse>;
