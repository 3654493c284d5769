import 'reflect-metadata';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { subscribeKey } from 'valtio/utils';
import type { PortalConfig } from '../contract/portal-config';
import { AlertService } from '../alerts/alert-service';
import { createAuthService } from '../auth/auth-service';
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
import { TOKENS, type Token, type TokenName } from './tokens';

type ServiceOf<K extends TokenName> = (typeof TOKENS)[K] extends Token<infer T> ? T : never;

export interface KernelOptions {
  config: PortalConfig;
  /** Every manifest the build knows; the variant picks which are registered. */
  catalog: PluginManifest[];
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Replace a service (tests, or a host that brings its own). */
  overrides?: Partial<{ [K in TokenName]: ServiceOf<K> }>;
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
  value('Modals', () => new ModalService(get(TOKENS.Logger)));
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
      ),
  );

  registerVariant(get(TOKENS.Plugins), options.catalog, options.config);
  // Authorization answers belong to one session: a new sign-in, a switch or a logout asks again.
  subscribeKey(get(TOKENS.Session).state, 'epoch', () => get(TOKENS.Plugins).clearAuthorizationCache());
  return kernel;
}

/** Registers the variant's plugins; naming a plugin the build does not know is an error. */
function registerVariant(registry: PluginRegistry, catalog: PluginManifest[], config: PortalConfig): void {
  const known = new Map(catalog.map((m) => [m.id, m]));
  const unknown = config.plugins.map((p) => p.id).filter((id) => !known.has(id));
  if (unknown.length) throw new UnknownPluginError(unknown, config.variant);
  for (const plugin of config.plugins) registry.register(known.get(plugin.id)!, plugin.config);
}
