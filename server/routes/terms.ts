import type { Db } from '../db/database';
import { principalOf, type RouteModule } from '../http/context';
import { AppError, notFound } from '../http/errors';
import { getUser } from '../auth/users';
import { ENDPOINTS } from '@portico/contract/endpoints';
import { serve } from '../http/serve';

async function currentTerms(db: Db, firmId: number, language?: string) {
  const versions = await db.selectFrom('termsVersions').selectAll().where('firmId', '=', firmId)
    .orderBy('publishedAt', 'desc').execute();
  const latest = versions[0];
  if (!latest) return undefined;
  const sameVersion = versions.filter((v) => v.version === latest.version);
  return sameVersion.find((v) => v.language === language) ?? latest;
}

export const termsRoutes: RouteModule = (app, ctx) => {
  serve(app, ENDPOINTS.getTermsCheck, async (request) => {
    const user = await getUser(ctx.db, principalOf(request).effectiveUserId);
    const firm = await ctx.db.selectFrom('firms').select('termsRequired').where('id', '=', user.firmId).executeTakeFirstOrThrow();
    const terms = await currentTerms(ctx.db, user.firmId);
    const signed = terms ? await ctx.db.selectFrom('termsAcceptances').select('version')
      .where('userId', '=', user.id).where('firmId', '=', user.firmId).where('version', '=', terms.version).executeTakeFirst() : undefined;
    return { intercepted: firm.termsRequired === 1, terms: terms !== undefined, signatory: signed !== undefined };
  });

  serve(app, ENDPOINTS.getTermsText, async (request) => {
    const user = await getUser(ctx.db, principalOf(request).effectiveUserId);
    const terms = await currentTerms(ctx.db, user.firmId, request.query.language ?? user.language);
    if (!terms) throw notFound('NOT_FOUND', 'The firm has no terms');
    return { version: terms.version, title: terms.title, body: terms.body };
  });

  serve(app, ENDPOINTS.postTermsAccept, async (request) => {
    const user = await getUser(ctx.db, principalOf(request).effectiveUserId);
    const terms = await currentTerms(ctx.db, user.firmId);
    if (!terms || terms.version !== request.body.version) {
      throw new AppError(409, 'TERMS_VERSION_OUTDATED', 'These are not the current terms; reload them');
    }
    const existing = await ctx.db.selectFrom('termsAcceptances').select('version')
      .where('userId', '=', user.id).where('firmId', '=', user.firmId).where('version', '=', terms.version).executeTakeFirst();
    if (!existing) {
      await ctx.db.insertInto('termsAcceptances')
        .values({ userId: user.id, firmId: user.firmId, version: terms.version, acceptedAt: new Date().toISOString() }).execute();
    }
    const firm = await ctx.db.selectFrom('firms').select('termsRequired').where('id', '=', user.firmId).executeTakeFirstOrThrow();
    return { intercepted: firm.termsRequired === 1, terms: true, signatory: true };
  });
};
