import type { SessionResponse } from '@portico/contract/session';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { MissingTranslationError } from '@portico/kernel/errors';
import type { Feature } from '@portico/kernel/feature';
import { createKernel } from './create-kernel';
import { TOKENS } from '@portico/kernel/tokens';
import { Logger } from '../logging/logger';
import { HttpClient } from '../http/http-client';
import { TokenStore } from '../session/token-store';

/** The API as the catalog check sees it: every request answers 503, as an API that is down would. */
const apiDown: typeof fetch = async () =>
  new Response(JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'The catalog check has no API' }), { status: 503, headers: { 'content-type': 'application/json' } });

/** A namespace's texts in one language (a parsed i18n/{lang}.json), or undefined when the file is missing. */
export type TextsOf = (namespace: string, language: string) => Record<string, unknown> | undefined;

/** "en-gb" -> "en-GB", as people write language tags. */
const displayTag = (tag: string) => tag.replace(/-([a-z]+)$/, (_, region: string) => `-${region.toUpperCase()}`);

const lookup = (texts: Record<string, unknown> | undefined, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);

/** A text, or a counted one in i18next's plural forms (every language has "_other"). */
const hasText = (texts: Record<string, unknown> | undefined, key: string) =>
  typeof lookup(texts, key) === 'string' || typeof lookup(texts, `${key}_other`) === 'string';

/**
 * Every text a feature's registration promises, in every language: each plugin's title, each section's
 * title, each alert's text and details text. One MissingTranslationError per key, naming its plugin (or the
 * feature, for sections and alerts) and the languages that lack it.
 */
export function missingTranslations(feature: Feature, textsOf: TextsOf, languages: readonly string[] = SUPPORTED_LANGUAGES): MissingTranslationError[] {
  const required: Array<{ owner: string; kind: 'plugin' | 'feature'; key: string }> = [
    ...feature.plugins.map((p) => ({ owner: p.id, kind: 'plugin' as const, key: p.titleKey })),
    ...Object.values(feature.sections).map((s) => ({ owner: feature.id, kind: 'feature' as const, key: s.titleKey })),
    ...Object.entries(feature.alerts).flatMap(([key, rule]) => [
      { owner: feature.id, kind: 'feature' as const, key: `alerts.${key}` },
      ...(rule.detailsMsg ? [{ owner: feature.id, kind: 'feature' as const, key: rule.detailsMsg }] : []),
    ]),
  ];
  const errors: MissingTranslationError[] = [];
  for (const { owner, kind, key } of required) {
    const missing = languages.filter((lang) => !hasText(textsOf(feature.namespace, lang), key));
    if (missing.length) errors.push(new MissingTranslationError(owner, key, feature.namespace, missing.map(displayTag), kind));
  }
  return errors;
}

/** A session that grants every permission name `names` holds ("Feature.Resource" grants, the rest switches). */
function sessionGranting(names: string[]): SessionResponse {
  const grants: SessionResponse['bindings']['FeatureResourcePermissions'] = {};
  for (const name of names.filter((n) => n.includes('.'))) {
    const [feature, resource] = [name.slice(0, name.indexOf('.')), name.slice(name.indexOf('.') + 1)];
    (grants[feature] ??= {})[resource] = 'Granted';
  }
  return {
    meta: {
      LongToken: '', PrismGuid: 'catalog-check', SessionId: '', SessionExpiresDateTime: '2099-01-01T00:00:00.000Z', FirstName: '',
      LastName: '', EmailAddress: '', EmulateePrismGuid: null,
    },
    bindings: {
      ApplicationConfiguration: { CompanyId: 1, ContactId: null },
      FeatureResourcePermissions: grants,
      InfrastructureAccessControls: names.filter((n) => !n.includes('.')),
    },
  };
}

/**
 * Checks a whole catalog the way the running portal would, all features enabled at once: registration
 * (sections, flags, permissions, services, conflicts), every text in every language, and every plugin's
 * authorize check, run with nothing granted and with everything declared granted, naming only declared
 * permissions and flags. Returns the named errors; an empty list means the catalog is wired.
 */
export async function checkCatalog(catalog: Feature[], textsOf: TextsOf, flags: Record<string, boolean> = {}): Promise<Error[]> {
  const errors: Error[] = catalog.flatMap((feature) => missingTranslations(feature, textsOf));
  let kernel;
  try {
    kernel = createKernel({
      config: { variant: 'catalog-check', plugins: catalog.map((f) => ({ id: f.id })), flags, shell: {}, version: 'check', production: false },
      catalog,
      // Errors are collected here, not printed (authorize checks that fail are logged by the registry). An
      // authorize check that asks the API (Box-E's) meets one that is down, instead of connecting to whatever
      // the environment's origin is (a test's http://localhost:3000, which printed ECONNREFUSED).
      overrides: { Logger: Object.assign(new Logger(), { error() {}, warn() {} }), Http: new HttpClient(new TokenStore(), 'http://catalog-check.invalid', apiDown) },
    });
  } catch (error) {
    return [...errors, error as Error];
  }
  const registry = kernel.plugins;
  const permissions = kernel.get(TOKENS.Permissions);
  const session = kernel.get(TOKENS.Session);
  for (const granted of [[], permissions.knownNames()]) {
    session.loaded(sessionGranting(granted));
    registry.clearAuthorizationCache();
    for (const plugin of registry.all()) {
      try {
        await plugin.authorize?.(registry.authorizeContext(plugin));
      } catch (error) {
        if (!errors.some((e) => e.message === (error as Error).message)) errors.push(error as Error);
      }
    }
  }
  return errors;
}
