import { API } from '@portico/contract/api-paths';
import { SessionResponse, StartEmulationRequest, TokenResponse } from '@portico/contract/session';
import { NoContent } from '@portico/contract/common';
import { principalOf, type RouteModule } from '../http/context';
import { notFound } from '../http/errors';
import { signInRateLimit } from '../http/security';
import { getUser, infrastructureControlsOf, permissionsOf } from '../auth/users';

export const sessionRoutes: RouteModule = (app, ctx) => {
  app.get(API.session, {
    schema: { tags: ['session'], summary: 'Session meta and bindings (spec 000 §3)', response: { 200: SessionResponse } },
  }, async (request) => {
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

  app.delete(API.session, {
    config: { previewAllowed: true },
    schema: { tags: ['session'], summary: 'Log out: the session is revoked and its tokens stop working', response: { 204: NoContent } },
  }, async (request, reply) => {
    await ctx.sessions.revoke(principalOf(request).sessionId);
    return reply.code(204).send(null);
  });

  app.post(API.emulations, {
    config: { auth: 'staff', ...signInRateLimit({ max: 30 }) },
    schema: {
      tags: ['session'],
      summary: 'Staff: open a read-only preview ("view as") of a client user of the same firm',
      body: StartEmulationRequest,
      response: { 201: TokenResponse },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const staff = await getUser(ctx.db, principal.userId);
    const target = await ctx.db.selectFrom('users').select(['id', 'firmId', 'isStaff'])
      .where('id', '=', request.body.prismGuid).executeTakeFirst();
    if (!target || target.firmId !== staff.firmId || target.isStaff) throw notFound('USER_NOT_FOUND', 'No such client user');
    const session = await ctx.sessions.create(staff.id, { emulateeUserId: target.id, companyId: staff.firmId, parentSessionId: principal.sessionId });
    return reply.code(201).send({ tokenValue: session.token, sessionExpiresDateTime: session.expiresAt, location: '/' });
  });
};
