import { createHash } from 'node:crypto';
import { fillPath, STORAGE_TOKEN_PARAM } from '@portico/contract/api-paths';
import type { AppContext, Principal } from '@portico/plugin-server';
import { BOXE_API, type BoxeExportLink, type BoxeFilters, type BoxeKind } from '../contract';
import { appliedFilters } from './queries';

/**
 * What an export link's token covers: one client's store and the exact filters (those that filter something, in a
 * stable order, hashed to keep the token short). Other filters, another client or store need a link of their own.
 */
export const exportSubject = (clientId: string, kind: BoxeKind, filters: BoxeFilters) =>
  `boxe-export:${clientId}:${kind}:${createHash('sha256').update(JSON.stringify(appliedFilters(filters))).digest('base64url')}`;

/** A link to the export of `filters` that works for a few minutes while the caller's session lasts; the filters travel in it. */
export async function exportLink(ctx: AppContext, principal: Principal, clientId: string, kind: BoxeKind, filters: BoxeFilters): Promise<BoxeExportLink> {
  const { token, expiresAt } = await ctx.sessions.issueStorageToken(principal, exportSubject(clientId, kind, filters));
  const query = new URLSearchParams([['clientId', clientId], ...appliedFilters(filters).map(([name, value]) => [name, String(value)]), [STORAGE_TOKEN_PARAM, token]]);
  return { url: `${fillPath(BOXE_API.boxeExport, { kind })}?${query}`, expiresAt };
}
