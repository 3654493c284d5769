import type { DependencyContainer } from 'tsyringe';
import { MissingServiceError } from './errors';
import type { PluginRegistry } from './plugin-registry';
import { TOKENS, type Token } from './tokens';

/** Makes a service's view for one requester (alerts raised through a plugin's view name that plugin). */
export type RequesterView<T> = (service: T, requester: string) => T;

/** The views a kernel and every plugin's view of it share: one per service and requester. */
class RequesterViews {
  private readonly makers = new Map<unknown, RequesterView<unknown>>();
  private readonly made = new Map<unknown, Map<string, unknown>>();

  add<T>(token: Token<T>, make: RequesterView<T>): void {
    this.makers.set(token.key, make as RequesterView<unknown>);
    this.made.set(token.key, new Map());
  }

  of<T>(token: Token<T>, service: T, requester: string): T {
    const make = this.makers.get(token.key);
    if (!make) return service;
    const made = this.made.get(token.key)!;
    // Components see the same object on every render.
    if (!made.has(requester)) made.set(requester, make(service, requester));
    return made.get(requester) as T;
  }
}

/** Who asks when nobody in particular does: the portal itself gets every service as it is. */
const PORTAL = 'the portal';

/** The dependency-injected core: one child container per kernel, so tests build as many as they like. */
export class Kernel {
  private readonly views = new Map<string, Kernel>();

  constructor(
    readonly container: DependencyContainer,
    /** Who asks for services through this kernel: "the portal", or a plugin (see forPlugin). */
    readonly requester = PORTAL,
    private readonly requesterViews = new RequesterViews(),
  ) {}

  get<T>(token: Token<T>, requiredBy = this.requester): T {
    if (!this.container.isRegistered(token.key, true)) throw new MissingServiceError(token.name, requiredBy);
    const service = this.container.resolve<T>(token.key);
    return requiredBy === PORTAL ? service : this.requesterViews.of(token, service, requiredBy);
  }

  /** What a plugin (or another named requester) gets for `token`: a view of the service made for it. */
  viewPerRequester<T>(token: Token<T>, make: RequesterView<T>): void {
    this.requesterViews.add(token, make);
  }

  has(token: Token<unknown>): boolean {
    return this.container.isRegistered(token.key, true);
  }

  /** The same services, asked for by one plugin: a missing service or an unknown alert names it. */
  forPlugin(pluginId: string): Kernel {
    let view = this.views.get(pluginId);
    if (!view) {
      view = new Kernel(this.container, `plugin "${pluginId}"`, this.requesterViews);
      this.views.set(pluginId, view);
    }
    return view;
  }

  get plugins(): PluginRegistry {
    return this.get(TOKENS.Plugins);
  }
}
