// tsyringe needs the Reflect metadata API before it loads.
import 'reflect-metadata/lite';
import { container as rootContainer } from 'tsyringe';
import { subscribeKey } from 'valtio/utils';
import type { PortalConfig } from '@portico/contract/portal-config';
import type { Feature } from '@portico/kernel/feature';
import { Kernel } from '@portico/kernel/kernel';
import { PluginRegistry } from '@portico/kernel/plugin-registry';
import { firstScreenShown } from '@portico/kernel/react/after-paint';
import { TOKENS, type Token, type TokenName } from '@portico/kernel/tokens';
import { AlertService } from '../alerts/alert-service';
import { CovidAlert } from '../alerts/covid-alert';
import { AuthService, browserEnvironment, type AuthDependencies } from '../auth/auth-service';
import { LogoutRouteSignOut } from '../auth/sign-out';
import { ClientsStore } from '../clients/clients-store';
import { FeatureFlags } from '../flags/feature-flags';
import { HelpService } from '../help/help-service';
import { HttpClient } from '../http/http-client';
import { I18nService } from '../i18n/i18n-service';
import { Logger } from '../logging/logger';
import { ModalService } from '../modals/modal-service';
import { Permissions } from '../permissions/permissions';
import { ProfileService } from '../profile/profile-service';
import { SessionStore } from '../session/session-store';
import { TokenStore } from '../session/token-store';
import { ThemeService } from '../theme/theme-service';
import { registerVariant } from './register-variant';

type ServiceOf<K extends TokenName> = (typeof TOKENS)[K] extends Token<infer T> ? T : never;

export interface KernelOptions {
  config: PortalConfig;
  /** Every feature the build knows; the variant picks which features and plugins are registered. */
  catalog: Feature[];
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The API client's fetch where it is not the global one: a test binds its kernel to its own fake API. */
  apiFetch?: typeof fetch;
  /** Replace a service (tests, or a host that brings its own). */
  overrides?: Partial<{ [K in TokenName]: ServiceOf<K> }>;
}

/**
 * The composition root: builds core's services, each from the services it names, registers them under their
 * tokens in a child container of its own (tests build as many kernels as they like), then the variant's features.
 */
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
  value('Http', () => new HttpClient(get(TOKENS.Tokens), options.baseUrl, options.apiFetch));
  value('I18n', () => new I18nService(get(TOKENS.Logger), options.fetch));
  value('Alerts', () => new AlertService());
  // Alerts raised through a plugin's view name the plugin when their key is unknown.
  kernel.viewPerRequester(TOKENS.Alerts, (alerts, requester) => alerts.as(requester));
  value('Clients', () => new ClientsStore(get(TOKENS.Http), get(TOKENS.Alerts)));
  value('Theme', () => new ThemeService(get(TOKENS.Http), get(TOKENS.Logger)));
  value('Profile',
    () => new ProfileService(get(TOKENS.Http), get(TOKENS.Session), get(TOKENS.I18n), get(TOKENS.Alerts), get(TOKENS.Logger)),
  );
  value('Help', () => new HelpService(get(TOKENS.Http), get(TOKENS.Logger)));
  value('Modals', () => new ModalService(
    (message) => get(TOKENS.Logger).warn('modals', message),
    (name) => get(TOKENS.Plugins).dialog(name),
  ));
  value('SignOut', () => new LogoutRouteSignOut(get(TOKENS.Modals)));
  value('CovidAlert', () => new CovidAlert(get(TOKENS.Permissions), get(TOKENS.Session)));
  value('Auth', () => new AuthService(authDependencies(kernel), browserEnvironment));
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

/** What the sign-in flows use, from the kernel's services. */
export function authDependencies(kernel: Kernel): AuthDependencies {
  return {
    http: kernel.get(TOKENS.Http),
    tokens: kernel.get(TOKENS.Tokens),
    session: kernel.get(TOKENS.Session),
    permissions: kernel.get(TOKENS.Permissions),
    clients: kernel.get(TOKENS.Clients),
    modals: kernel.get(TOKENS.Modals),
    i18n: kernel.get(TOKENS.I18n),
    theme: kernel.get(TOKENS.Theme),
    logger: kernel.get(TOKENS.Logger),
    firstScreenShown: () => firstScreenShown(kernel),
  };
}
