import Bowser from 'bowser';
import { coreDb } from '@portico/plugin-server';
import type { ActivityEvent } from '../contract';
import type { ActivitySource } from './points';

type SignIn = Extract<ActivityEvent, { kind: 'signIn' }>;

/**
 * The browser family and system a user agent names, versions left out (an update is no new device: the new-device
 * alert compares these); null when it names neither.
 */
export function deviceFamily(userAgent: string | null): { browser: string; os: string } | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  return parsed.browser.name && parsed.os.name ? { browser: parsed.browser.name, os: parsed.os.name } : null;
}

/** The browser, system and kind of device a user agent names (bowser); what it does not recognise is null. */
export function deviceOf(userAgent: string | null): SignIn['device'] {
  if (!userAgent) return { browser: null, os: null, type: null };
  const parsed = Bowser.parse(userAgent);
  const name = (n?: string, v?: string) => (n ? [n, v?.split('.')[0]].filter(Boolean).join(' ') : null);
  const type = parsed.platform.type;
  return {
    browser: name(parsed.browser.name, parsed.browser.version),
    os: name(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
    type: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : null,
  };
}

/**
 * The network an address belongs to, its host part masked: no geolocation database ships with the portal, so the
 * page shows this and says the place is unknown rather than guess one. IPv4 keeps three octets, IPv6 its /64.
 */
export function networkOf(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (!ip.includes(':')) return null;
  // Expand "::" so the first four groups are the /64 however the address was written.
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  if (groups.length !== 8) return null;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The person's own sign-ins (session families they opened), whichever client is shown: they are the person's. */
export const signInSource: ActivitySource = {
  async list(db, { userId }, take) {
    const base = coreDb(db).selectFrom('sessions')
      .where('userId', '=', userId).where('emulateeUserId', 'is', null).whereRef('id', '=', 'familyId');
    const [rows, count] = await Promise.all([
      base.select(['id', 'createdAt', 'signInIp', 'signInUserAgent']).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(take).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(count.n),
      events: rows.map((r) => ({ kind: 'signIn' as const, id: `sign-in:${r.id}`, at: r.createdAt, device: deviceOf(r.signInUserAgent), network: networkOf(r.signInIp) })),
    };
  },
};
