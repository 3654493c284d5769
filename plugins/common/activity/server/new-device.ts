import { type AppContext, coreDb, formatFirmDateTime, pickLanguage, scheduleRun, variantTimeZone } from '@portico/plugin-server';
import { notify } from '../../notifications/server';
import { deviceFamily } from './sign-ins';
import { activityDb } from './tables';

/**
 * How often sign-ins are looked at; how far back a run may start (the first ever, or after a long stop); at most how
 * many one run looks at (the next run goes on from there).
 */
export const NEW_DEVICE_RULES = { everyMs: 60_000, lookBackMs: 60 * 60_000, batch: 500 } as const;

interface Log {
  warn(details: object, message: string): void;
}

/**
 * Tells each person of a recent sign-in (a session family's root, with its user agent) from a browser and system
 * none of their earlier sign-ins came from. A first sign-in has nothing to compare with and tells nobody. Each run
 * goes on after the last sign-in the previous one looked at (the watermark, moved once the batch is told); the
 * notice's key is the sign-in's, so runs that overlap still tell once. Answers how many it looked at and told.
 */
export async function alertNewDevices(ctx: AppContext, now = new Date(), log?: Log): Promise<{ examined: number; told: number }> {
  const marks = activityDb(ctx.db);
  const mark = await marks.selectFrom('activitySignInWatermark').select(['createdAt', 'sessionId']).where('id', '=', 1).executeTakeFirst();
  const floor = new Date(now.getTime() - NEW_DEVICE_RULES.lookBackMs).toISOString();
  const from = mark && mark.createdAt >= floor ? mark : { createdAt: floor, sessionId: '' };
  const signIns = coreDb(ctx.db).selectFrom('sessions as s').innerJoin('users as u', 'u.id', 's.userId')
    .where('s.emulateeUserId', 'is', null).whereRef('s.id', '=', 's.familyId').where('s.signInUserAgent', 'is not', null);
  const recent = await signIns.select(['s.id', 's.userId', 's.createdAt', 's.signInUserAgent', 'u.language'])
    .where((eb) => eb.or([eb('s.createdAt', '>', from.createdAt), eb.and([eb('s.createdAt', '=', from.createdAt), eb('s.id', '>', from.sessionId)])]))
    .where('s.createdAt', '<=', now.toISOString())
    .orderBy('s.createdAt').orderBy('s.id').limit(NEW_DEVICE_RULES.batch).execute();
  let told = 0;
  for (const signIn of recent) {
    const device = deviceFamily(signIn.signInUserAgent);
    if (!device) continue;
    const earlier = await signIns.select('s.signInUserAgent').distinct().where('s.userId', '=', signIn.userId)
      .where((eb) => eb.or([eb('s.createdAt', '<', signIn.createdAt), eb.and([eb('s.createdAt', '=', signIn.createdAt), eb('s.id', '<', signIn.id)])]))
      .execute();
    const seen = earlier.map((e) => deviceFamily(e.signInUserAgent));
    if (!earlier.length || seen.some((d) => d?.browser === device.browser && d.os === device.os)) continue;
    told += await notify(ctx, {
      category: 'newDeviceSignIn', userId: signIn.userId, key: `new-device-sign-in:${signIn.id}`, link: '/activity',
      params: { ...device, time: formatFirmDateTime(signIn.createdAt, pickLanguage(signIn.language), variantTimeZone(ctx)) },
    }, log);
  }
  const last = recent.at(-1);
  if (last) {
    await marks.insertInto('activitySignInWatermark').values({ id: 1, createdAt: last.createdAt, sessionId: last.id })
      .onConflict((c) => c.column('id').doUpdateSet({ createdAt: last.createdAt, sessionId: last.id })).execute();
  }
  return { examined: recent.length, told };
}

/** The run every minute, once across the instances; no retry: the next minute's run goes on from the watermark. */
export async function scheduleNewDeviceAlerts(ctx: AppContext): Promise<void> {
  await scheduleRun(ctx.jobs, {
    name: 'common.activity.new-device-alerts', everyMs: NEW_DEVICE_RULES.everyMs, retryLimit: 0,
    run: async (log) => { await alertNewDevices(ctx, new Date(), log); },
  });
}
