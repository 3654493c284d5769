import { principalOf, type RouteModule } from '../http/context';
import { notFound } from '../http/errors';
import { signInRateLimit } from '../http/security';
import { getUser, infrastructureControlsOf, permissionsOf } from '../auth/users';
import { ENDPOINTS } from '@portico/contract/endpoints';
import { serve } from '../http/serve';

export const sessionRoutes: RouteModule = (app, ctx) => {
  serve(app, ENDPOINTS.getSession, async (request) => {
    const principal = principalOf(request);
    const user = await getUser(ctx.db, principal.userId);
    const effective = principal.preview ? await getUser(ctx.db, principal.effectiveUserId) : user;
    return {
      meta: {
        LongToken: principal.token,
        PrismGuid: user.id,
        SessionId: principal.sessionId,
        SessionExpiresDateTime: principal.expiresAt,
        FirstName: user.firstName,
        LastName: user.lastName,
        EmailAddress: user.email,
        EmulateePrismGuid: principal.emulateeUserId,
      },
      bindings: {
        ApplicationConfiguration: { CompanyId: principal.companyId, ContactId: effective.contactId },
        FeatureResourcePermissions: await permissionsOf(ctx.db, effective.id),
        InfrastructureAccessControls: await infrastructureControlsOf(ctx.db, principal.companyId),
      },
    };
  });

  serve(app, ENDPOINTS.deleteSession, { config: { previewAllowed: true } }, async (request, reply) => {
    await ctx.sessions.revoke(principalOf(request).sessionId);
    return reply.code(204).send(null);
  });

  serve(app, ENDPOINTS.postEmulations, { config: { ...signInRateLimit({ max: 30 }) } }, async (request, reply) => {
    const principal = principalOf(request);
    const staff = await getUser(ctx.db, principal.userId);
    const target = await ctx.db.selectFrom('users').select(['id', 'firmId', 'isStaff'])
      .where('id', '=', request.body.prismGuid).executeTakeFirst();
    if (!target || target.firmId !== staff.firmId || target.isStaff) throw notFound('USER_NOT_FOUND', 'No such client user');
    const session = await ctx.sessions.create(staff.id, { emulateeUserId: target.id, companyId: staff.firmId, parentSessionId: principal.sessionId });
    return reply.code(201).send({ tokenValue: session.token, sessionExpiresDateTime: session.expiresAt, location: '/' });
  });
};
