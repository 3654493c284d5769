import { Type, type Static } from '@sinclair/typebox';

export const FeatureFlag = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  value: Type.Boolean(),
  lockedBy: Type.Array(Type.String(), { description: 'Flags that must also be on for this one to count as on' }),
});
export const FlagsResponse = Type.Object({ flags: Type.Array(FeatureFlag) });

export type FeatureFlag = Static<typeof FeatureFlag>;
export type FlagsResponse = Static<typeof FlagsResponse>;
