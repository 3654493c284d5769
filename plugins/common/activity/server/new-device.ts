import Bowser from 'bowser';
import { Type } from '@sinclair/typebox';
import { type AppContext, coreDb, defineJob, formatFirmDateTime, pickLanguage, variantTimeZone } from '@portico/plugin-server';
import { notify } from '../../notifications/server';

/** How often sign-ins are looked at, and how far back: a run that failed or was late is caught up by the next. */
export const NEW_DEVICE_RULES = { everyMs: 60_000, lookBackMs: 60 * 60_000 } as const;

/** The browser family and system a user agent names, versions left out (an update is no new device); null when it names neither. */
export function deviceFamily(userAgent: string | null): { browser: string; os: string } | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  return parsed.browser.name && parsed.os.name ? { browser: parsed.browser.name, os: parsed.os.name } : null;
}

interface Log {
  warn(details: object, message: string): void;
}

/**
 * Tells each person of a recent sign-in (a session family's root, with its user agent) from a browser and system
 * none of their earlier sign-ins came from. A first sign-in has nothing to compare with and tells nobody; the key
 * is the sign-in's, so overlapping runs tell once. Answers how many it told.
 */
export async function alertNewDevices(ctx: AppContext, now = new Date(), log?: Log): Promise<number> {
  const signIns = coreDb(ctx.db).selectFrom('sessions as s').innerJoin('users as u', 'u.id', 's.userId')
    .where('s.emulateeUserId', 'is', null).whereRef('s.id', '=', 's.familyId').where('s.signInUserAgent', 'is not', null);
  const recent = await signIns.select(['s.id', 's.userId', 's.createdAt', 's.signInUserAgent', 'u.language'])
    .where('s.createdAt', '>=', new Date(now.getTime() - NEW_DEVICE_RULES.lookBackMs).toISOString()).where('s.createdAt', '<=', now.toISOString())
    .orderBy('s.createdAt').execute();
  let told = 0;
  for (const signIn of recent) {
    const device = deviceFamily(signIn.signInUserAgent);
    if (!device) continue;
    const earlier = await signIns.select('s.signInUserAgent').where('s.userId', '=', signIn.userId)
      .where((eb) => eb.or([eb('s.createdAt', '<', signIn.createdAt), eb.and([eb('s.createdAt', '=', signIn.createdAt), eb('s.id', '<', signIn.id)])]))
      .execute();
    const seen = earlier.map((e) => deviceFamily(e.signInUserAgent));
    if (!earlier.length || seen.some((d) => d?.browser === device.browser && d.os === device.os)) continue;
    told += await notify(ctx, {
      category: 'newDeviceSignIn', userId: signIn.userId, key: `new-device-sign-in:${signIn.id}`, link: '/activity',
      params: { ...device, time: formatFirmDateTime(signIn.createdAt, pickLanguage(signIn.language), variantTimeZone(ctx)) },
    }, log);
  }
  return told;
}

/** The run every minute, once across the instances. */
export async function scheduleNewDeviceAlerts(ctx: AppContext): Promise<void> {
  const job = defineJob({
    name: 'common.activity.new-device-alerts',
    payload: Type.Object({}),
    retryLimit: 0,
    retryDelaySeconds: 60,
    handler: async (_payload, { log }) => { await alertNewDevices(ctx, new Date(), log); },
  });
  await ctx.jobs.define(job);
  await ctx.jobs.schedule(job, NEW_DEVICE_RULES.everyMs);
}
