import { Type, type Static } from '@sinclair/typebox';
import { CompanyId, Id, Input, IsoDateTime } from './common';

/** Session of spec 000 §3: meta about the signed-in user and the bindings the portal runs with. */
export const SessionMeta = Type.Object({
  LongToken: Type.String(),
  PrismGuid: Type.String(),
  SessionId: Type.String(),
  SessionExpiresDateTime: IsoDateTime,
  FirstName: Type.String(),
  LastName: Type.String(),
  EmailAddress: Type.String(),
  EmulateePrismGuid: Type.Union([Type.String(), Type.Null()], { description: 'Set in a preview ("view as") session' }),
});

export const PermissionGrant = Type.Union([Type.Literal('Granted'), Type.Literal('Denied')]);

export const SessionBindings = Type.Object({
  ApplicationConfiguration: Type.Object({
    CompanyId: Type.Union([CompanyId, Type.Null()]),
    ContactId: Type.Union([Type.String(), Type.Null()]),
  }),
  /** feature -> resource -> grant, e.g. Applications.ClientCenterClientHub = Granted. */
  FeatureResourcePermissions: Type.Record(Type.String(), Type.Record(Type.String(), PermissionGrant)),
  /** Names of the infrastructure switches that are on for the firm. */
  InfrastructureAccessControls: Type.Array(Type.String()),
});

export const SessionResponse = Type.Object({ meta: SessionMeta, bindings: SessionBindings });
export type SessionMeta = Static<typeof SessionMeta>;
export type SessionBindings = Static<typeof SessionBindings>;
export type SessionResponse = Static<typeof SessionResponse>;

/** Staff start a preview of a client user; the answer is a new, read-only session. */
export const StartEmulationRequest = Input({ prismGuid: Id });
export const TokenResponse = Type.Object({
  tokenValue: Type.String(),
  sessionExpiresDateTime: IsoDateTime,
  location: Type.Optional(Type.String()),
});
export type StartEmulationRequest = Static<typeof StartEmulationRequest>;
export type TokenResponse = Static<typeof TokenResponse>;
