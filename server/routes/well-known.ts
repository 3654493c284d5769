import type { RouteModule } from '../http/context';

/**
 * The app-link files a mobile app needs to open portal links itself (iOS universal links, Android app links),
 * served at /.well-known/ as the platforms require: apple-app-site-association without an extension, both as
 * application/json, public (the platforms fetch them without a session). Any other /.well-known/{link} falls
 * through to the portal's mobile links page.
 */
export const WELL_KNOWN = {
  appleAppSiteAssociation: '/.well-known/apple-app-site-association',
  assetLinks: '/.well-known/assetlinks.json',
} as const;

/** The paths the app claims: the host's entry and everything served inside it. */
export const APP_LINK_PATHS = ['/mobile', '/mobile/*'] as const;

export interface AppLinks {
  /** iOS app ids, "TEAMID.bundle.id". */
  iosAppIds: string[];
  /** Android apps: package name and the SHA-256 fingerprints of its signing certificates. */
  androidApps: Array<{ packageName: string; fingerprints: string[] }>;
}

const IOS_APP_ID = /^[A-Z0-9]{10}\.[A-Za-z0-9.-]+$/;
const ANDROID_PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
const FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;

const list = (value: string | undefined, separator: string) =>
  (value ?? '').split(separator).map((s) => s.trim()).filter(Boolean);

/**
 * Reads the apps from the environment: PORTICO_IOS_APP_IDS ("TEAMID.bundle.id", comma-separated) and
 * PORTICO_ANDROID_APPS ("package=FP1|FP2", entries separated by commas). Unset, both documents are valid and
 * empty (no app claims the links). A malformed entry stops the server with a message naming it, rather than
 * publishing a file the platforms would reject silently.
 */
export function appLinksFromEnv(env: NodeJS.ProcessEnv = process.env): AppLinks {
  const iosAppIds = list(env.PORTICO_IOS_APP_IDS, ',');
  for (const id of iosAppIds) {
    if (!IOS_APP_ID.test(id)) throw new Error(`PORTICO_IOS_APP_IDS: "${id}" is not TEAMID.bundle.id (a ten-character team id, a dot, the bundle id)`);
  }
  const androidApps = list(env.PORTICO_ANDROID_APPS, ',').map((entry) => {
    const [packageName = '', fingerprintList = ''] = entry.split('=');
    const fingerprints = list(fingerprintList, '|').map((f) => f.toUpperCase());
    if (!ANDROID_PACKAGE.test(packageName)) throw new Error(`PORTICO_ANDROID_APPS: "${packageName}" is not an Android package name`);
    if (fingerprints.length === 0 || !fingerprints.every((f) => FINGERPRINT.test(f))) {
      throw new Error(`PORTICO_ANDROID_APPS: ${packageName} needs SHA-256 fingerprints as 32 hex pairs separated by colons`);
    }
    return { packageName, fingerprints };
  });
  return { iosAppIds, androidApps };
}

export function appleAppSiteAssociation({ iosAppIds }: AppLinks) {
  return {
    applinks: {
      details: iosAppIds.length ? [{ appIDs: iosAppIds, components: APP_LINK_PATHS.map((path) => ({ '/': path })) }] : [],
    },
    webcredentials: { apps: iosAppIds },
  };
}

export function assetLinks({ androidApps }: AppLinks) {
  return androidApps.map(({ packageName, fingerprints }) => ({
    relation: ['delegate_permission/common.handle_all_urls'],
    target: { namespace: 'android_app', package_name: packageName, sha256_cert_fingerprints: fingerprints },
  }));
}

export const wellKnownRoutes: RouteModule = (app, ctx) => {
  // Validated at start with every other variable (server/settings.ts).
  const links = appLinksFromEnv(ctx.config.settings as NodeJS.ProcessEnv);
  const documents = [
    [WELL_KNOWN.appleAppSiteAssociation, JSON.stringify(appleAppSiteAssociation(links))],
    [WELL_KNOWN.assetLinks, JSON.stringify(assetLinks(links))],
  ] as const;
  for (const [path, body] of documents) {
    app.get(path, {
      config: { auth: 'public' },
      schema: { hide: true },
    }, async (_request, reply) => reply.header('Cache-Control', 'public, max-age=3600').type('application/json').send(body));
  }
};
