import { Type, type Static } from '@sinclair/typebox';
import { Input } from './common';

export const FeatureFlag = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  value: Type.Boolean(),
  lockedBy: Type.Array(Type.String(), { description: 'Flags that must also be on for this one to count as on' }),
  setByFirm: Type.Boolean({ description: "Whether the value is the firm's own choice rather than the portal's default" }),
});
export const FlagsResponse = Type.Object({ flags: Type.Array(FeatureFlag) });

export const FlagParams = Input({ flagId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.]*$' }) });
export const SetFlagRequest = Input({ value: Type.Boolean() });

export type FeatureFlag = Static<typeof FeatureFlag>;
export type FlagsResponse = Static<typeof FlagsResponse>;
export type SetFlagRequest = Static<typeof SetFlagRequest>;
