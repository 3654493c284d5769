import type { ComponentType } from 'react';
import type { FeatureFlags } from '../flags/feature-flags';
import type { Permissions } from '../permissions/permissions';
import type { SessionStore } from '../session/session-store';
import type { HttpClient } from '../http/http-client';
import type { PluginRegistry } from './plugin-registry';
import { InvalidManifestError, MissingLoaderError } from './errors';

/** Sections of the actions overview (spec 001 §3). */
export const SECTION_TYPES = [
  'serviceRequestSection',
  'boxESection',
  'protocolsSection',
  'brReportsSection',
  'nfeManifestSection',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** Dashboard slots a widget may occupy. */
export const DASHBOARD_SECTIONS = ['brWidgetsSection1', 'brWidgetsSection2', 'main'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

export type PluginKind = 'area' | 'section' | 'action' | 'widget';

/** What an authorization check may consult. */
export interface AuthorizeContext {
  permissions: Permissions;
  flags: FeatureFlags;
  session: SessionStore;
  http: HttpClient;
  /** The variant's registry, e.g. for an area that shows only when one of its actions is authorised. */
  plugins: PluginRegistry;
  config: Record<string, unknown>;
}

/** Props every plugin component receives. */
export interface PluginProps {
  pluginId: string;
  config: Record<string, unknown>;
}

export type PluginModule = { default: ComponentType<PluginProps> };

interface ManifestBase {
  /** Stable id "<namespace>/<name>", e.g. "br.actions/payroll-entries". */
  id: string;
  titleKey: string;
  icon?: string;
  /** Lower first; ties break by translated title. */
  order?: number;
  /** Translation namespace the plugin ships (assets/{ns}/i18n/{lang}.json), loaded before it renders. */
  i18nNamespace?: string;
  /** Flags that must be enabled. */
  flags?: string[];
  /** Sync or async; a check that throws denies. */
  authorize?: (ctx: AuthorizeContext) => boolean | Promise<boolean>;
  /** A dynamic import: the build makes it a chunk of its own. */
  load: () => Promise<PluginModule>;
}

export interface AreaManifest extends ManifestBase {
  kind: 'area';
  /** First URL segment, e.g. "documents". */
  route: string;
  /** Shown in the header navigation when authorised. */
  nav: boolean;
  /** Also served inside the mobile-app host under /mobile/{route} (actions nest under /mobile/actions). */
  mobile?: boolean;
}

export interface SectionManifest extends ManifestBase {
  kind: 'section';
  sectionType: SectionType;
}

export interface ActionManifest extends ManifestBase {
  kind: 'action';
  section: SectionType;
  actionType: string;
  /** Path below /actions (and /mobile/actions in the mobile host). */
  route: string;
}

export interface WidgetManifest extends ManifestBase {
  kind: 'widget';
  widgetType: string;
  dashboardSection: DashboardSection;
}

export type PluginManifest = AreaManifest | SectionManifest | ActionManifest | WidgetManifest;

const ID = /^[a-z0-9-]+(\.[a-z0-9-]+)*\/[a-z0-9-]+$/;
const ROUTE = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** Checks a manifest's shape and throws a named error that names the plugin. */
export function validateManifest(manifest: PluginManifest): PluginManifest {
  const id = typeof manifest?.id === 'string' ? manifest.id : '(no id)';
  if (!ID.test(id)) throw new InvalidManifestError(id, 'id must look like "namespace/name"');
  if (typeof manifest.load !== 'function') {
    throw new MissingLoaderError(id, manifest.kind === 'widget' ? manifest.widgetType : undefined);
  }
  if (!manifest.titleKey) throw new InvalidManifestError(id, 'titleKey is required');
  switch (manifest.kind) {
    case 'area':
      if (!ROUTE.test(manifest.route)) throw new InvalidManifestError(id, `route "${manifest.route}" is not a path`);
      break;
    case 'action':
      if (!ROUTE.test(manifest.route)) throw new InvalidManifestError(id, `route "${manifest.route}" is not a path`);
      if (!SECTION_TYPES.includes(manifest.section)) throw new InvalidManifestError(id, `unknown section "${manifest.section}"`);
      if (!manifest.actionType) throw new InvalidManifestError(id, 'actionType is required');
      break;
    case 'section':
      if (!SECTION_TYPES.includes(manifest.sectionType)) {
        throw new InvalidManifestError(id, `unknown section type "${manifest.sectionType}"`);
      }
      break;
    case 'widget':
      if (!manifest.widgetType) throw new InvalidManifestError(id, 'widgetType is required');
      if (!DASHBOARD_SECTIONS.includes(manifest.dashboardSection)) {
        throw new InvalidManifestError(id, `unknown dashboard section "${manifest.dashboardSection}"`);
      }
      break;
    default:
      throw new InvalidManifestError(id, `unknown kind "${(manifest as { kind: string }).kind}"`);
  }
  return manifest;
}

/** Declares a plugin; the manifest is checked at once so a broken one fails where it is written. */
export function definePlugin<M extends PluginManifest>(manifest: M): M {
  return validateManifest(manifest) as M;
}
