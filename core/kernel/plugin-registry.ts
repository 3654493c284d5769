import type { Logger } from '../logging/logger';
import {
  ConflictingContributionError,
  DuplicatePluginError,
  InvalidManifestError,
  MissingServiceError,
  PluginLoadError,
  UnknownFlagError,
  UnknownPermissionError,
  UnknownSectionError,
} from './errors';
import type { Feature } from './feature';
import { settledNow, tracked } from './settled';
import {
  featureIdOf,
  validateManifest,
  type ActionManifest,
  type AreaManifest,
  type AuthorizeContext,
  type DialogManifest,
  type PluginManifest,
  type PluginModule,
  type TaskKindManifest,
  type ToolManifest,
  type WidgetManifest,
} from './plugin';
import type { Token } from './tokens';

/** The grant of every firm staff session (core's permissions declare it); staff areas require it. */
const STAFF_GRANT = 'Platform.DefaultStaff';

/** A section of the actions overview, as an enabled feature contributed it. */
export interface Section {
  /** The name actions use, e.g. "boxESection". */
  id: string;
  featureId: string;
  namespace: string;
  titleKey: string;
  icon?: string;
}

/** A dashboard slot, as enabled features contributed it. */
export interface DashboardSection {
  id: string;
  order: number;
  /** The first feature that contributed it. */
  featureId: string;
}

/** A check's answer; 'failed' when it threw (say, the network): denied for now, asked again next time. */
export type AuthorizationOutcome = 'allowed' | 'denied' | 'failed';

/** What registration checks names against (the kernel's services). */
export interface RegistrationChecks {
  hasService(token: Token<unknown>): boolean;
}

/**
 * The enabled features of the running variant and their plugins, by kind. Every name a plugin uses (its
 * section, flags, permissions, services) resolves when it registers or fails with a named error that names
 * the plugin. Authorization results are cached until the session re-initialises; module loads until a retry.
 */
export class PluginRegistry {
  private readonly byId = new Map<string, PluginManifest>();
  private readonly features = new Map<string, Feature>();
  private readonly sectionsById = new Map<string, Section>();
  private readonly dashboardById = new Map<string, DashboardSection>();
  private readonly configs = new Map<string, Record<string, unknown>>();
  private readonly authorizations = new Map<string, Promise<AuthorizationOutcome>>();
  private readonly modules = new Map<string, Promise<PluginModule<never>>>();
  /** The modules whose import has finished, for a synchronous render (see loaded). */
  private readonly settled = new Map<string, PluginModule<never>>();

  constructor(
    private readonly context: () => AuthorizeContext,
    private readonly logger: Logger,
    private readonly checks: RegistrationChecks = { hasService: () => true },
  ) {}

  /** Adds a feature's sections and dashboard sections (its alerts, flags and services go to their services). */
  addFeature(feature: Feature): void {
    if (this.features.get(feature.id) === feature) return;
    if (this.features.has(feature.id)) throw new ConflictingContributionError('the feature id', feature.id, [feature.id, feature.id]);
    for (const [id, section] of Object.entries(feature.sections)) {
      const existing = this.sectionsById.get(id);
      if (existing) throw new ConflictingContributionError('section', id, [existing.featureId, feature.id]);
      this.sectionsById.set(id, { id, featureId: feature.id, namespace: feature.namespace, titleKey: section.titleKey, icon: section.icon });
    }
    for (const [id, slot] of Object.entries(feature.dashboardSections)) {
      const existing = this.dashboardById.get(id);
      // Features that share a slot (spec 001: documents, tax calendar and news in brWidgetsSection1) declare it alike.
      if (existing && existing.order !== slot.order) throw new ConflictingContributionError('dashboard section', id, [existing.featureId, feature.id]);
      if (!existing) this.dashboardById.set(id, { id, order: slot.order, featureId: feature.id });
    }
    this.features.set(feature.id, feature);
  }

  /** Registers an enabled plugin of an added feature, resolving every name it uses. */
  register(manifest: PluginManifest, config: Record<string, unknown> = {}): void {
    validateManifest(manifest);
    const id = manifest.id;
    if (this.byId.has(id)) throw new DuplicatePluginError(id);
    const feature = this.features.get(featureIdOf(id));
    if (!feature) throw new InvalidManifestError(id, `its feature "${featureIdOf(id)}" is not registered`);
    if (manifest.kind === 'action' && !this.sectionsById.has(manifest.section)) {
      throw new UnknownSectionError(id, manifest.section, 'section', [...this.sectionsById.keys()]);
    }
    if (manifest.kind === 'task') {
      const other = this.taskKind(manifest.taskKind);
      if (other) throw new ConflictingContributionError('task kind', manifest.taskKind, [featureIdOf(other.id), featureIdOf(id)]);
    }
    if (manifest.kind === 'widget' && !this.dashboardById.has(manifest.dashboardSection)) {
      throw new UnknownSectionError(id, manifest.dashboardSection, 'dashboard section', [...this.dashboardById.keys()]);
    }
    const { flags, permissions } = this.context();
    for (const flag of manifest.flags ?? []) if (!flags.has(flag)) throw new UnknownFlagError(id, flag);
    for (const name of manifest.permissions ?? []) if (!permissions.isKnown(name)) throw new UnknownPermissionError(id, name);
    for (const token of manifest.requires ?? []) {
      if (!this.checks.hasService(token)) throw new MissingServiceError(token.name, `plugin "${id}"`);
    }
    this.byId.set(id, manifest);
    this.configs.set(id, config);
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

  /** The enabled features, in registration order. */
  enabledFeatures(): Feature[] {
    return [...this.features.values()];
  }

  /** The feature a registered plugin belongs to. */
  featureOf(pluginId: string): Feature | undefined {
    return this.features.get(featureIdOf(pluginId));
  }

  /** The translation namespace of a plugin's texts (its title included): its feature's. */
  namespaceOf(manifest: PluginManifest): string {
    return this.featureOf(manifest.id)?.namespace ?? featureIdOf(manifest.id);
  }

  /** Every namespace a plugin's screen reads: its feature's, then those its manifest adds. */
  namespacesOf(manifest: PluginManifest): string[] {
    return [this.namespaceOf(manifest), ...(manifest.namespaces ?? [])];
  }

  /** The client contacts' areas (served at /{route}). */
  areas(): AreaManifest[] {
    return this.ofKind('area').filter((a) => a.audience !== 'staff');
  }

  /** The firm staff's areas (served at /staff/{route}). */
  staffAreas(): AreaManifest[] {
    return this.ofKind('area').filter((a) => a.audience === 'staff');
  }

  /** Sections of the actions overview the enabled features contribute. */
  sections(): Section[] {
    return [...this.sectionsById.values()];
  }

  /** Dashboard slots in display order. */
  dashboardSections(): DashboardSection[] {
    return [...this.dashboardById.values()].sort((a, b) => a.order - b.order);
  }

  actions(section?: string): ActionManifest[] {
    return this.ofKind('action').filter((a) => !section || a.section === section);
  }

  widgets(dashboardSection?: string): WidgetManifest[] {
    return this.ofKind('widget').filter((w) => !dashboardSection || w.dashboardSection === dashboardSection);
  }

  widget(widgetType: string): WidgetManifest | undefined {
    return this.ofKind('widget').find((w) => w.widgetType === widgetType);
  }

  /** The header's tools (kind 'tool'), in order. */
  tools(): ToolManifest[] {
    return this.ofKind('tool');
  }

  dialogs(): DialogManifest[] {
    return this.ofKind('dialog');
  }

  /** The dialog opened by `name` (its `dialog` name, or its plugin id). */
  dialog(name: string): DialogManifest | undefined {
    return this.ofKind('dialog').find((d) => d.dialog === name || d.id === name);
  }

  /** The task kinds the enabled features contribute (the tasks area opens a task with its kind's screens). */
  taskKinds(): TaskKindManifest[] {
    return this.ofKind('task');
  }

  /** The plugin of a task kind ("document-request"), if an enabled feature contributes it. */
  taskKind(taskKind: string): TaskKindManifest | undefined {
    return this.ofKind('task').find((k) => k.taskKind === taskKind);
  }

  /**
   * Flags are read live; the plugin's own check is cached per session. A check that throws denies and is
   * logged with the plugin id; asking for an undeclared permission or flag there throws a named error.
   */
  isAuthorized(manifest: PluginManifest): Promise<boolean> {
    return this.outcome(manifest).then((outcome) => outcome === 'allowed');
  }

  async authorized<M extends PluginManifest>(manifests: M[]): Promise<M[]> {
    return (await this.authorizeAll(manifests)).allowed;
  }

  /** Like `authorized`, also naming the plugins whose check failed (so a screen can offer a retry). */
  async authorizeAll<M extends PluginManifest>(manifests: M[]): Promise<{ allowed: M[]; failed: M[] }> {
    const outcomes = await Promise.all(manifests.map((m) => this.outcome(m)));
    return {
      allowed: manifests.filter((_, i) => outcomes[i] === 'allowed'),
      failed: manifests.filter((_, i) => outcomes[i] === 'failed'),
    };
  }

  /**
   * Whether one of the plugins is allowed: their checks are asked one at a time, in order, up to the first allowed
   * one, so an area that needs a single authorised plugin does not send every check's request on a first load
   * (the Box-E stores' call, behind the Actions link). 'failed' when none is allowed and a check failed.
   */
  async anyAuthorized(manifests: PluginManifest[]): Promise<AuthorizationOutcome> {
    let failed = false;
    for (const manifest of manifests) {
      const outcome = await this.outcome(manifest);
      if (outcome === 'allowed') return outcome;
      failed ||= outcome === 'failed';
    }
    return failed ? 'failed' : 'denied';
  }

  /**
   * `authorized`, answered synchronously when every check has already settled (the entry asks for the areas'
   * checks once the session is known), so a first render can show the allowed plugins; else undefined.
   */
  authorizedNow<M extends PluginManifest>(manifests: M[]): M[] | undefined {
    const outcomes = manifests.map((m) => this.outcomeNow(m));
    if (outcomes.includes(undefined)) return undefined;
    return manifests.filter((_, i) => outcomes[i] === 'allowed');
  }

  private outcome(manifest: PluginManifest): Promise<AuthorizationOutcome> {
    if (this.requirementsDeny(manifest)) return Promise.resolve('denied');
    let result = this.authorizations.get(manifest.id);
    if (!result) {
      const pending = tracked(this.check(manifest));
      this.authorizations.set(manifest.id, pending);
      // A check that threw gave no answer: it is not cached, so the next ask (a retry) runs it again.
      void pending.then((outcome) => {
        if (outcome === 'failed' && this.authorizations.get(manifest.id) === pending) this.authorizations.delete(manifest.id);
      });
      result = pending;
    }
    return result;
  }

  private outcomeNow(manifest: PluginManifest): AuthorizationOutcome | undefined {
    if (this.requirementsDeny(manifest)) return 'denied';
    const cached = this.authorizations.get(manifest.id);
    const settled = cached && settledNow(cached);
    return settled?.status === 'fulfilled' ? settled.value : undefined;
  }

  /** The manifest's own requirements are read live (flags and bindings change); only `authorize` is cached. */
  private requirementsDeny(manifest: PluginManifest): boolean {
    const { flags, permissions } = this.context();
    return Boolean(
      // A staff area is the firm's: only a staff session (Platform.DefaultStaff) sees it, whatever else it asks.
      (manifest.kind === 'area' && manifest.audience === 'staff' && !permissions.isGranted(STAFF_GRANT)) ||
      manifest.flags?.some((flag) => !flags.isEnabled(flag)) ||
        manifest.permissions?.some((name) => !permissions.isGranted(name) && !permissions.hasControl(name)),
    );
  }

  clearAuthorizationCache(): void {
    this.authorizations.clear();
  }

  /** The context a plugin's authorize check runs with: permissions and flags that name the plugin when misused. */
  authorizeContext(manifest: PluginManifest): AuthorizeContext {
    const ctx = this.context();
    return {
      ...ctx,
      permissions: ctx.permissions.forPlugin(manifest.id),
      flags: ctx.flags.forPlugin(manifest.id),
      config: this.configOf(manifest.id),
    };
  }

  /**
   * Imports the plugin's chunk; a rejected import or a module without a default export is a PluginLoadError.
   * Not logged here: loads are also prefetched, so the slot that shows the failure logs it, once.
   */
  load<M extends PluginManifest>(manifest: M): ReturnType<M['load']> {
    let module = this.modules.get(manifest.id);
    if (!module) {
      module = manifest
        .load()
        .then((loaded) => {
          if (typeof loaded?.default !== 'function' && typeof loaded?.default !== 'object') {
            throw new Error('the module has no default export');
          }
          this.settled.set(manifest.id, loaded as PluginModule<never>);
          return loaded as PluginModule<never>;
        })
        .catch((cause: unknown) => {
          this.modules.delete(manifest.id);
          throw new PluginLoadError(manifest.id, cause);
        });
      this.modules.set(manifest.id, module);
    }
    return module as ReturnType<M['load']>;
  }

  /**
   * The plugin's module if its import has already finished (a prefetch), else undefined. A slot renders it at
   * once instead of suspending: each Suspense reveal after a fallback is held back by React (up to 300 ms).
   */
  loaded<M extends PluginManifest>(manifest: M): Awaited<ReturnType<M['load']>> | undefined {
    return this.settled.get(manifest.id) as Awaited<ReturnType<M['load']>> | undefined;
  }

  private ofKind<K extends PluginManifest['kind']>(kind: K): Extract<PluginManifest, { kind: K }>[] {
    return [...this.byId.values()]
      .filter((m): m is Extract<PluginManifest, { kind: K }> => m.kind === kind)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  }

  private async check(manifest: PluginManifest): Promise<AuthorizationOutcome> {
    try {
      const allowed = manifest.authorize ? (await manifest.authorize(this.authorizeContext(manifest))) === true : true;
      return allowed ? 'allowed' : 'denied';
    } catch (error) {
      this.logger.error('authorization guard', `Authorization check of "${manifest.id}" failed; access denied`, error);
      return 'failed';
    }
  }
}
