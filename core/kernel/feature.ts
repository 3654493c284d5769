import type { AlertRules } from '../alerts/alert-catalogue';
import type { FeatureFlag } from '../flags/feature-flags';
import { InvalidFeatureError } from './errors';
import type { Kernel } from './kernel';
import { CONTRIBUTION_NAME, featureIdOf, type PluginManifest } from './plugin';
import type { Token } from './tokens';

/** A section of the actions overview; its title is a key in the contributing feature's namespace. */
export interface SectionContribution {
  titleKey: string;
  icon?: string;
}

/** A slot of the dashboard; slots render in ascending order. */
export interface DashboardSectionContribution {
  order: number;
}

/**
 * A dashboard tab (spec 001 "tabs per dashboard", e.g. the Brazil dashboard): its title in the contributing
 * feature's namespace and the dashboard sections it shows, in their order.
 */
export interface DashboardContribution {
  titleKey: string;
  order: number;
  sections: readonly string[];
}

/** A flag a feature defines (core defines its own in core/flags); the variant may set its value. */
export type FlagContribution = Pick<FeatureFlag, 'id' | 'description'> & Partial<Pick<FeatureFlag, 'name' | 'value' | 'lockedBy'>>;

/** A service a feature provides to others under its token, built on first use. */
export interface ServiceProvision<T = unknown> {
  token: Token<T>;
  create: (kernel: Kernel) => T;
}

export const provide = <T>(token: Token<T>, create: (kernel: Kernel) => T): ServiceProvision<T> => ({ token, create: create as (kernel: Kernel) => T });

/**
 * What a feature (one business domain, one folder: plugins/<ns>/<name>/) contributes. Only plugins carry
 * code, and only their `load` is lazy; everything else is plain data registered with the variant.
 */
export interface FeatureDefinition<A extends AlertRules = AlertRules> {
  /** "<ns>.<name>", the folder plugins/<ns>/<name>/ and the prefix of every plugin id. */
  id: string;
  /** Areas, actions, widgets and dialogs. */
  plugins?: readonly PluginManifest[];
  /** Sections of the actions overview, by name (e.g. "boxESection"). */
  sections?: Record<string, SectionContribution>;
  /** Dashboard slots, by name (e.g. "brWidgetsSection1"). Several features may contribute the same slot alike. */
  dashboardSections?: Record<string, DashboardSectionContribution>;
  /** Dashboard tabs, by name (e.g. "brDashboard"), each showing some dashboard sections. */
  dashboards?: Record<string, DashboardContribution>;
  /** Alert keys with their rules; texts are "alerts.<key>" in the feature's namespace. */
  alerts?: A;
  flags?: readonly FlagContribution[];
  /** Grant ("Feature.Resource") and switch names the feature's plugins check. */
  permissions?: readonly string[];
  /** Services other features may require by token. */
  provides?: readonly ServiceProvision[];
}

export interface Feature<A extends AlertRules = AlertRules> {
  readonly id: string;
  /**
   * The feature's translation namespace: its id. The files live in plugins/<ns>/<name>/i18n/{lang}.json and
   * are served at /assets/<id>/i18n/{lang}.json.
   */
  readonly namespace: string;
  readonly plugins: readonly PluginManifest[];
  readonly sections: Readonly<Record<string, SectionContribution>>;
  readonly dashboardSections: Readonly<Record<string, DashboardSectionContribution>>;
  readonly dashboards: Readonly<Record<string, DashboardContribution>>;
  readonly alerts: A;
  readonly flags: readonly FlagContribution[];
  readonly permissions: readonly string[];
  readonly provides: readonly ServiceProvision[];
}

const FEATURE_ID = /^[a-z0-9-]+\.[a-z0-9-]+$/;

/** Declares a feature; its shape is checked at once so a broken one fails where it is written. */
export function defineFeature<A extends AlertRules = Record<never, never>>(definition: FeatureDefinition<A>): Feature<A> {
  const { id } = definition;
  if (typeof id !== 'string' || !FEATURE_ID.test(id)) throw new InvalidFeatureError(String(id), 'id must look like "namespace.name"');
  const plugins = definition.plugins ?? [];
  const seen = new Set<string>();
  for (const plugin of plugins) {
    if (featureIdOf(plugin.id) !== id) throw new InvalidFeatureError(id, `plugin "${plugin.id}" must have an id starting with "${id}/"`);
    if (seen.has(plugin.id)) throw new InvalidFeatureError(id, `plugin "${plugin.id}" is listed twice`);
    seen.add(plugin.id);
  }
  for (const [kind, names] of [
    ['section', Object.keys(definition.sections ?? {})],
    ['dashboard section', Object.keys(definition.dashboardSections ?? {})],
    ['dashboard', Object.keys(definition.dashboards ?? {})],
  ] as const) {
    for (const name of names) if (!CONTRIBUTION_NAME.test(name)) throw new InvalidFeatureError(id, `${kind} "${name}" is not a name`);
  }
  for (const [name, section] of Object.entries(definition.sections ?? {})) {
    if (!section.titleKey) throw new InvalidFeatureError(id, `section "${name}" has no titleKey`);
  }
  for (const [name, slot] of Object.entries(definition.dashboardSections ?? {})) {
    if (!Number.isFinite(slot.order)) throw new InvalidFeatureError(id, `dashboard section "${name}" has no numeric order`);
  }
  for (const [name, dashboard] of Object.entries(definition.dashboards ?? {})) {
    if (!dashboard.titleKey) throw new InvalidFeatureError(id, `dashboard "${name}" has no titleKey`);
    if (!Number.isFinite(dashboard.order)) throw new InvalidFeatureError(id, `dashboard "${name}" has no numeric order`);
    if (!Array.isArray(dashboard.sections) || dashboard.sections.length === 0 || !dashboard.sections.every((s) => CONTRIBUTION_NAME.test(s))) {
      throw new InvalidFeatureError(id, `dashboard "${name}" must list the dashboard sections it shows`);
    }
  }
  return {
    id,
    namespace: id,
    plugins,
    sections: definition.sections ?? {},
    dashboardSections: definition.dashboardSections ?? {},
    dashboards: definition.dashboards ?? {},
    alerts: definition.alerts ?? ({} as A),
    flags: definition.flags ?? [],
    permissions: definition.permissions ?? [],
    provides: definition.provides ?? [],
  };
}
