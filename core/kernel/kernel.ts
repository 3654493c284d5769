import 'reflect-metadata';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { subscribeKey } from 'valtio/utils';
import type { PortalConfig } from '../contract/portal-config';
import { AlertService } from '../alerts/alert-service';
import { ClientsStore } from '../clients/clients-store';
import { FeatureFlags } from '../flags/feature-flags';
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
import { MissingServiceError, UnknownPluginError } from './errors';
import type { PluginManifest } from './plugin';
import { PluginRegistry } from './plugin-registry';
import { TOKENS, type Token } from './tokens';

export interface KernelOptions {
  config: PortalConfig;
  /** Every manifest the build knows; the variant picks which are registered. */
  catalog: PluginManifest[];
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Replace a service (tests, or a host that brings its own). */
  overrides?: Partial<{ [K in keyof typeof TOKENS]: (typeof TOKENS)[K] extends Token<infer T> ? T : never }>;
}

/** The dependency-injected core: one child container per kernel, so tests build as many as they like. */
export class Kernel {
  constructor(readonly container: DependencyContainer) {}

  get<T>(token: Token<T>, requiredBy = 'the portal'): T {
    if (!this.container.isRegistered(token.key, true)) throw new MissingServiceError(token.name, requiredBy);
    return this.container.resolve<T>(token.key);
  }

  get plugins(): PluginRegistry {
    return this.get(TOKENS.Plugins);
  }
}

export function createKernel(options: KernelOptions): Kernel {
  const c = rootContainer.createChildContainer();
  const value = <T>(token: Token<T>, make: () => T) => {
    const override = options.overrides?.[token.name as keyof typeof TOKENS] as T | undefined;
    c.register(token.key, { useValue: override ?? make() });
  };
  const get = <T>(token: Token<T>): T => c.resolve<T>(token.key);

  value(TOKENS.Config, () => options.config);
  value(TOKENS.Logger, () => new Logger());
  value(TOKENS.Tokens, () => new TokenStore());
  value(TOKENS.Session, () => new SessionStore());
  value(TOKENS.Flags, () => new FeatureFlags(undefined, options.config.flags));
  value(TOKENS.Permissions, () => new Permissions(get(TOKENS.Session)));
  value(TOKENS.Http, () => new HttpClient(get(TOKENS.Tokens), options.baseUrl));
  value(TOKENS.I18n, () => new I18nService(get(TOKENS.Logger), options.fetch));
  value(TOKENS.Alerts, () => new AlertService());
  value(TOKENS.Clients, () => new ClientsStore(get(TOKENS.Http), get(TOKENS.Alerts)));
  value(TOKENS.Theme, () => new ThemeService(get(TOKENS.Http), get(TOKENS.Logger)));
  value(
    TOKENS.Profile,
    () => new ProfileService(get(TOKENS.Http), get(TOKENS.Session), get(TOKENS.I18n), get(TOKENS.Alerts), get(TOKENS.Logger)),
  );
  value(TOKENS.Help, () => new HelpService(get(TOKENS.Http), get(TOKENS.Logger)));
  value(TOKENS.Modals, () => new ModalService(get(TOKENS.Logger)));
  value(TOKENS.SignOut, () => new LogoutRouteSignOut(get(TOKENS.Modals)));
  value(TOKENS.CovidAlert, () => new CovidAlert(get(TOKENS.Permissions), get(TOKENS.Session)));
  value(
    TOKENS.Plugins,
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
      ),
  );

  registerVariant(get(TOKENS.Plugins), options.catalog, options.config);
  // Authorization answers belong to one session: a new sign-in, a switch or a logout asks again.
  subscribeKey(get(TOKENS.Session).state, 'epoch', () => get(TOKENS.Plugins).clearAuthorizationCache());
  return new Kernel(c);
}

/** Registers the variant's plugins; naming a plugin the build does not know is an error. */
function registerVariant(registry: PluginRegistry, catalog: PluginManifest[], config: PortalConfig): void {
  const known = new Map(catalog.map((m) => [m.id, m]));
  const unknown = config.plugins.map((p) => p.id).filter((id) => !known.has(id));
  if (unknown.length) throw new UnknownPluginError(unknown, config.variant);
  for (const plugin of config.plugins) registry.register(known.get(plugin.id)!, plugin.config);
}
