import { Type, type Static } from '@sinclair/typebox';
import { API_KEY_SCOPES } from './endpoint';
import { Id, Input, IsoDateTime, NonBlankText } from './common';

/** A firm's API key as its administrators see it: never its secret, which is shown once, when it is made. */
export const ApiKey = Type.Object({
  id: Id,
  name: Type.String(),
  /** The key's first characters, so a person can tell which key a system holds. */
  prefix: Type.String(),
  scopes: Type.Array(Type.Union(API_KEY_SCOPES.map((scope) => Type.Literal(scope)))),
  createdAt: IsoDateTime,
  lastUsedAt: Type.Union([IsoDateTime, Type.Null()]),
  revokedAt: Type.Union([IsoDateTime, Type.Null()]),
});
export type ApiKey = Static<typeof ApiKey>;

export const ApiKeysResponse = Type.Object({ keys: Type.Array(ApiKey) });
export const CreateApiKeyRequest = Input({
  name: NonBlankText(100),
  scopes: Type.Array(Type.Union(API_KEY_SCOPES.map((scope) => Type.Literal(scope))), { minItems: 1, maxItems: API_KEY_SCOPES.length, uniqueItems: true }),
});
export type CreateApiKeyRequest = Static<typeof CreateApiKeyRequest>;
/** The new key and, this once, its secret: the value of the X-Api-Key header. */
export const CreatedApiKey = Type.Object({ key: ApiKey, secret: Type.String() });
export const ApiKeyParams = Type.Object({ keyId: Id });

/** The header a firm's system sends its key in. */
export const API_KEY_HEADER = 'x-api-key';
