import { Profile } from '@portico/contract/profile';
import { SUPPORTED_LANGUAGES } from '@portico/contract/languages';
import type { Db } from '../db/database';
import { principalOf, type RouteModule } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { getUser } from '../auth/users';
import { PRODUCT } from '../seed/demo-core';
import type { Principal } from '../auth/session-service';
import { ENDPOINTS } from '@portico/contract/endpoints';
import { serve } from '../http/serve';

async function profileOf(db: Db, principal: Principal): Promise<Profile> {
  const user = await getUser(db, principal.effectiveUserId);
  const firm = await db.selectFrom('firms').select('name').where('id', '=', user.firmId).executeTakeFirstOrThrow();
  const impersonator = principal.preview ? await getUser(db, principal.userId) : null;
  return {
    id: user.id,
    email: user.email,
    prefix: user.prefix,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    suffix: user.suffix,
    language: user.language,
    isStaff: user.isStaff === 1,
    staffRole: user.staffRole,
    impersonatorContactId: impersonator?.contactId ?? null,
    account: { companyName: firm.name, contactId: user.contactId },
  };
}

export const profileRoutes: RouteModule = (app, ctx) => {
  serve(app, ENDPOINTS.getProfileMe, async (request) => profileOf(ctx.db, principalOf(request)));

  serve(app, ENDPOINTS.putProfileMe, async (request) => {
    const principal = principalOf(request);
    const { prefix = '', firstName, middleName = '', lastName, suffix = '' } = request.body;
    await ctx.db.updateTable('users').set({ prefix, firstName, middleName, lastName, suffix })
      .where('id', '=', principal.effectiveUserId).execute();
    const user = await getUser(ctx.db, principal.effectiveUserId);
    if (user.contactId) {
      await ctx.db.updateTable('contacts').set({ givenName: firstName, additionalName: middleName, familyName: lastName })
        .where('id', '=', user.contactId).execute();
    }
    return profileOf(ctx.db, principal);
  });

  serve(app, ENDPOINTS.getAccounts, async (request) => {
    const principal = principalOf(request);
    const user = await getUser(ctx.db, principal.effectiveUserId);
    const firm = await ctx.db.selectFrom('firms').select(['id', 'name', 'locked']).where('id', '=', user.firmId).executeTakeFirstOrThrow();
    const accounts = [{ companyId: firm.id, companyName: firm.name, contactId: user.contactId, product: PRODUCT, active: firm.locked === 0 }]
      .filter((a) => (request.query.active === undefined || a.active === request.query.active)
        && (request.query.product === undefined || a.product === request.query.product));
    return { accounts };
  });

  serve(app, ENDPOINTS.putUserLanguage, async (request) => {
    const principal = principalOf(request);
    if (request.params.prismGuid !== principal.effectiveUserId) throw notFound('USER_NOT_FOUND', 'No such user');
    const language = request.body.language.toLowerCase();
    if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(language)) {
      throw badRequest('LANGUAGE_NOT_SUPPORTED', `Supported languages: ${SUPPORTED_LANGUAGES.join(', ')}`);
    }
    await ctx.db.updateTable('users').set({ language }).where('id', '=', principal.effectiveUserId).execute();
    return { language };
  });

  serve(app, ENDPOINTS.getContact, async (request) => {
    const principal = principalOf(request);
    const user = await getUser(ctx.db, principal.effectiveUserId);
    const { companyId, contactId } = request.params;
    const contact = await ctx.db.selectFrom('contacts').selectAll()
      .where('id', '=', contactId).where('firmId', '=', companyId).executeTakeFirst();
    if (!contact || user.firmId !== companyId || user.contactId !== contactId) throw notFound('CONTACT_NOT_FOUND', 'No such contact');
    const fullName = [contact.givenName, contact.additionalName, contact.familyName].filter(Boolean).join(' ');
    return {
      id: contact.id,
      fullName,
      givenName: contact.givenName,
      additionalName: contact.additionalName,
      familyName: contact.familyName,
      emailAddresses: [
        { emailAddress: contact.email, isPrimary: true },
        ...(contact.secondaryEmail ? [{ emailAddress: contact.secondaryEmail, isPrimary: false }] : []),
      ],
    };
  });
};
