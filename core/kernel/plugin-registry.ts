import type { Logger } from '../logging/logger';
import { DuplicatePluginError, PluginLoadError } from './errors';
import {
  validateManifest,
  type ActionManifest,
  type AreaManifest,
  type AuthorizeContext,
  type DashboardSection,
  type PluginManifest,
  type PluginModule,
  type SectionManifest,
  type SectionType,
  type WidgetManifest,
} from './plugin';

/**
 * The enabled plugins of the running variant, by kind. Authorization results are cached until the
 * session re-initialises; module loads are cached until a retry.
 */
export class PluginRegistry {
  private readonly byId = new Map<string, PluginManifest>();
  private readonly configs = new Map<string, Record<string, unknown>>();
  private readonly authorizations = new Map<string, Promise<boolean>>();
  private readonly modules = new Map<string, Promise<PluginModule>>();

  constructor(
    private readonly context: () => AuthorizeContext,
    private readonly logger: Logger,
  ) {}

  register(manifest: PluginManifest, config: Record<string, unknown> = {}): void {
    validateManifest(manifest);
    if (this.byId.has(manifest.id)) throw new DuplicatePluginError(manifest.id);
    this.byId.set(manifest.id, manifest);
    this.configs.set(manifest.id, config);
  }

  get(id: string): PluginManifest | undefined {
    return this.byId.get(id);
  }

  configOf(id: string): Record<string, unknown> {
    return this.configs.get(id) ?? {};
  }

  all(): PluginManifest[] {
    return [...this.byId.values()];
  }

  areas(): AreaManifest[] {
    return this.ofKind('area');
  }

  sections(): SectionManifest[] {
    return this.ofKind('section');
  }

  actions(section?: SectionType): ActionManifest[] {
    return this.ofKind('action').filter((a) => !section || a.section === section);
  }

  widgets(dashboardSection?: DashboardSection): WidgetManifest[] {
    return this.ofKind('widget').filter((w) => !dashboardSection || w.dashboardSection === dashboardSection);
  }

  widget(widgetType: string): WidgetManifest | undefined {
    return this.ofKind('widget').find((w) => w.widgetType === widgetType);
  }

  /**
   * Flags are read live; the plugin's own check is cached per session. A check that throws denies and is
   * logged with the plugin id.
   */
  isAuthorized(manifest: PluginManifest): Promise<boolean> {
    if (manifest.flags?.some((flag) => !this.context().flags.isEnabled(flag))) return Promise.resolve(false);
    let result = this.authorizations.get(manifest.id);
    if (!result) {
      result = this.check(manifest);
      this.authorizations.set(manifest.id, result);
    }
    return result;
  }

  async authorized<M extends PluginManifest>(manifests: M[]): Promise<M[]> {
    const allowed = await Promise.all(manifests.map((m) => this.isAuthorized(m)));
    return manifests.filter((_, i) => allowed[i]);
  }

  clearAuthorizationCache(): void {
    this.authorizations.clear();
  }

  /** Imports the plugin's chunk; a rejected import or a module without a default export is a PluginLoadError. */
  load(manifest: PluginManifest): Promise<PluginModule> {
    let module = this.modules.get(manifest.id);
    if (!module) {
      module = manifest
        .load()
        .then((loaded) => {
          if (typeof loaded?.default !== 'function' && typeof loaded?.default !== 'object') {
            throw new Error('the module has no default export');
          }
          return loaded;
        })
        .catch((cause: unknown) => {
          this.modules.delete(manifest.id);
          const error = new PluginLoadError(manifest.id, cause);
          this.logger.error('plugin', error.message, error);
          throw error;
        });
      this.modules.set(manifest.id, module);
    }
    return module;
  }

  private ofKind<K extends PluginManifest['kind']>(kind: K): Extract<PluginManifest, { kind: K }>[] {
    return [...this.byId.values()]
      .filter((m): m is Extract<PluginManifest, { kind: K }> => m.kind === kind)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  }

  private async check(manifest: PluginManifest): Promise<boolean> {
    const ctx = { ...this.context(), config: this.configOf(manifest.id) };
    try {
      return manifest.authorize ? (await manifest.authorize(ctx)) === true : true;
    } catch (error) {
      this.logger.error('authorization guard', `Authorization check of "${manifest.id}" failed; access denied`, error);
      return false;
    }
  }
}
