import { Type, type Static } from '@sinclair/typebox';
import { Id, Input } from './common';

/** Storage URLs: /api/storage/v1/{type}s/{id}/documents carry a short-lived token scoped to one document. */
export const StorageIdParams = Input({ id: Id });
export const StorageTokenQuery = Input({ token: Type.String({ minLength: 20, maxLength: 2000 }) });
export const ExistsQuery = Input({ name: Type.String({ minLength: 1, maxLength: 255 }) });
/** `canReplace`: the existing document may be replaced by the caller (a firm's upload may not be), as a 409 says. */
export const ExistsResponse = Type.Object({ exists: Type.Boolean(), canReplace: Type.Boolean() });

export type ExistsResponse = Static<typeof ExistsResponse>;
