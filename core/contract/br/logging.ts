import { Type, type Static } from '@sinclair/typebox';
import { Input, IsoDateTime } from '../common';
import { LOG_BATCH_VERSION, LOG_SPEC_VERSION, MAX_LOG_ITEMS } from './constants';

/** Cloud-event style log entry of spec 001 §3; the id is two 5-character groups (the issue reference code). */
export const LogEntry = Input({
  specversion: Type.Literal(LOG_SPEC_VERSION),
  type: Type.String({ minLength: 1, maxLength: 200 }),
  source: Type.String({ minLength: 1, maxLength: 500 }),
  id: Type.String({ pattern: '^[A-Z0-9]{5}-[A-Z0-9]{5}$' }),
  time: IsoDateTime,
  contenttype: Type.Literal('application/json'),
  data: Input({
    description: Type.String({ maxLength: 4000 }),
    logs: Type.Array(Type.Unknown(), { maxItems: 200 }),
  }),
});
export const LogBatch = Input({
  version: Type.Literal(LOG_BATCH_VERSION),
  items: Type.Array(LogEntry, { minItems: 1, maxItems: MAX_LOG_ITEMS }),
});
export const LogAccepted = Type.Object({ accepted: Type.Integer() });

export type LogEntry = Static<typeof LogEntry>;
export type LogBatch = Static<typeof LogBatch>;
