import 'reflect-metadata/lite';
import { container as rootContainer, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import { subscribeKey } from 'valtio/utils';
import type { PortalConfig } from '@portico/contract/portal-config';
import { AlertService } from '../alerts/alert-service';
import { createAuthService } from '../auth/auth-service';
import { ClientsStore } from '../clients/clients-store';
import { DEFAULT_FLAGS, FeatureFlags } from '../flags/feature-flags';
import { HttpClient } from '../http/http-client';
import { I18nService } from '../i18n/i18n-service';
import { Logger } from '../logging/logger';
import { Permissions } from '../permissions/permissions';
import { SessionStore } from '../session/session-store';
import { TokenStore } from '../session/token-store';
import { ThemeService } from '../theme/theme-service';
import { ProfileService } from '../profile/profile-service';
import { HelpService } from '../help/help-service';
import { ModalService } from '../shell/modals/modal-service';
import { LogoutRouteSignOut } from '../shell/sign-out';
import { CovidAlert } from '../alerts/covid-alert';
import { ConflictingContributionError, DuplicatePluginError, MissingServiceError, UnknownPluginError, UnknownVariantFlagError } from './errors';
import type { Feature } from './feature';
import type { PluginManifest } from './plugin';
import { PluginRegistry } from './plugin-registry';
import { TOKENS, type Token, type TokenName } from './tokens';

type ServiceOf<K extends TokenName> = (typeof TOKENS)[K] extends Token<infer T> ? T : never;

export interface KernelOptions {
  config: PortalConfig;
  /** Every feature the build knows; the variant picks which features and plugins are registered. */
  catalog: Feature[];
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Replace a service (tests, or a host that brings its own). */
  overrides?: Partial<{ [K in TokenName]: ServiceOf<K> }>;
}

/** The dependency-injected core: one child container per kernel, so tests build as many as they like. */
export class Kernel {
  private readonly views = new Map<string, Kernel>();
  private readonly alertViews = new Map<string, AlertService>();

  constructor(
    readonly container: DependencyContainer,
    /** Who asks for services through this kernel: "the portal", or a plugin (see forPlugin). */
    readonly requester = 'the portal',
  ) {}

  get<T>(token: Token<T>, requiredBy = this.requester): T {
    if (!this.container.isRegistered(token.key, true)) throw new MissingServiceError(token.name, requiredBy);
    const service = this.container.resolve<T>(token.key);
    // Alerts raised through a plugin's kernel name the plugin when their key is unknown (one view per plugin,
    // so components see the same object on every render).
    if (token === (TOKENS.Alerts as Token<unknown>) && requiredBy !== 'the portal') {
      let view = this.alertViews.get(requiredBy);
      if (!view) this.alertViews.set(requiredBy, (view = (service as AlertService).as(requiredBy)));
      return view as T;
    }
    return service;
  }

  has(token: Token<unknown>): boolean {
    return this.container.isRegistered(token.key, true);
  }

  /** The same services, asked for by one plugin: a missing service or an unknown alert names it. */
  forPlugin(pluginId: string): Kernel {
    let view = this.views.get(pluginId);
    if (!view) {
      view = new Kernel(this.container, `plugin "${pluginId}"`);
      this.views.set(pluginId, view);
    }
    return view;
  }

  get plugins(): PluginRegistry {
    return this.get(TOKENS.Plugins);
  }
}

export function createKernel(options: KernelOptions): Kernel {
  const c = rootContainer.createChildContainer();
  const kernel = new Kernel(c);
  const value = <K extends TokenName>(name: K, make: () => ServiceOf<K>) => {
    const override = options.overrides?.[name] as ServiceOf<K> | undefined;
    c.register((TOKENS[name] as Token<ServiceOf<K>>).key, { useValue: override ?? make() });
  };
  const get = <T>(token: Token<T>): T => c.resolve<T>(token.key);

  value('Config', () => options.config);
  value('Logger', () => new Logger());
  value('Tokens', () => new TokenStore());
  value('Session', () => new SessionStore());
  value('Flags', () => new FeatureFlags(undefined, options.config.flags));
  value('Permissions', () => new Permissions(get(TOKENS.Session)));
  value('Http', () => new HttpClient(get(TOKENS.Tokens), options.baseUrl));
  value('I18n', () => new I18nService(get(TOKENS.Logger), options.fetch));
  value('Alerts', () => new AlertService());
  value('Clients', () => new ClientsStore(get(TOKENS.Http), get(TOKENS.Alerts)));
  value('Theme', () => new ThemeService(get(TOKENS.Http), get(TOKENS.Logger)));
  value('Profile',
    () => new ProfileService(get(TOKENS.Http), get(TOKENS.Session), get(TOKENS.I18n), get(TOKENS.Alerts), get(TOKENS.Logger)),
  );
  value('Help', () => new HelpService(get(TOKENS.Http), get(TOKENS.Logger)));
  value('Modals', () => new ModalService(get(TOKENS.Logger), (name) => get(TOKENS.Plugins).dialog(name)));
  value('SignOut', () => new LogoutRouteSignOut(get(TOKENS.Modals)));
  value('CovidAlert', () => new CovidAlert(get(TOKENS.Permissions), get(TOKENS.Session)));
  value('Auth', () => createAuthService(kernel));
  value('Plugins',
    () =>
      new PluginRegistry(
        () => ({
          permissions: get(TOKENS.Permissions),
          flags: get(TOKENS.Flags),
          session: get(TOKENS.Session),
          http: get(TOKENS.Http),
          plugins: get(TOKENS.Plugins),
          config: {},
        }),
        get(TOKENS.Logger),
        { hasService: (token) => kernel.has(token) },
      ),
  );

  registerVariant(kernel, options.catalog, options.config);
  // Authorization answers belong to one session: a new sign-in, a switch or a logout asks again.
  subscribeKey(get(TOKENS.Session).state, 'epoch', () => get(TOKENS.Plugins).clearAuthorizationCache());
  return kernel;
}

/**
 * Registers what the variant enables. A registry.json entry is a feature id (all its plugins) or a plugin
 * id; a plugin's own entry gives its config even when its feature is listed too. The features' data
 * (sections, alerts, flags, permission names, services) is registered before any plugin, so a plugin may use
 * what another enabled feature contributes; a name nobody contributes fails with a named error.
 */
function registerVariant(kernel: Kernel, catalog: Feature[], config: PortalConfig): void {
  const features = new Map(catalog.map((f) => [f.id, f]));
  const owners = new Map<string, { manifest: PluginManifest; feature: Feature }>();
  for (const feature of catalog) for (const manifest of feature.plugins) owners.set(manifest.id, { manifest, feature });
  const unknown = config.plugins.map((p) => p.id).filter((id) => !features.has(id) && !owners.has(id));
  if (unknown.length) throw new UnknownPluginError(unknown, config.variant);

  const enabledFeatures = new Set<Feature>();
  const enabled = new Map<string, { manifest: PluginManifest; config: Record<string, unknown>; own: boolean }>();
  const listed = new Set<string>();
  for (const entry of config.plugins) {
    if (listed.has(entry.id)) throw new DuplicatePluginError(entry.id);
    listed.add(entry.id);
    const feature = features.get(entry.id);
    if (feature) {
      enabledFeatures.add(feature);
      for (const manifest of feature.plugins) {
        if (!enabled.get(manifest.id)?.own) enabled.set(manifest.id, { manifest, config: entry.config ?? {}, own: false });
      }
    } else {
      const { manifest, feature: owner } = owners.get(entry.id)!;
      enabledFeatures.add(owner);
      enabled.set(manifest.id, { manifest, config: entry.config ?? {}, own: true });
    }
  }

  const registry = kernel.get(TOKENS.Plugins);
  for (const feature of enabledFeatures) {
    registry.addFeature(feature);
    kernel.get(TOKENS.Alerts).catalogue.define(feature.id, feature.namespace, feature.alerts);
    kernel.get(TOKENS.Flags).define([...feature.flags]);
    kernel.get(TOKENS.Permissions).declare(feature.permissions);
    for (const { token, create } of feature.provides) {
      if (kernel.has(token)) throw new ConflictingContributionError('the service', token.name, [providerOf(token, enabledFeatures) ?? 'core', feature.id]);
      kernel.container.register(token.key, { useFactory: instanceCachingFactory(() => create(kernel)) });
    }
  }
  // The variant's flag values arrive before the definitions; one nobody defines is a misspelling.
  const defined = new Set([...DEFAULT_FLAGS, ...[...enabledFeatures].flatMap((f) => f.flags)].map((flag) => flag.id));
  const undefinedFlags = Object.keys(config.flags).filter((id) => !defined.has(id));
  if (undefinedFlags.length) throw new UnknownVariantFlagError(undefinedFlags, config.variant);
  for (const { manifest, config: pluginConfig } of enabled.values()) registry.register(manifest, pluginConfig);
  // Area titles show in the header before any area opens: their namespaces load with the core one.
  kernel.get(TOKENS.I18n).preload(registry.areas().map((area) => registry.namespaceOf(area)));
}

function providerOf(token: Token<unknown>, features: Iterable<Feature>): string | undefined {
  for (const feature of features) if (feature.provides.some((p) => p.token === token)) return feature.id;
  return undefined;
}
