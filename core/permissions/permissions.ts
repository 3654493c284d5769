import { UnknownPermissionError } from '@portico/kernel/errors';
import type { SessionStore } from '../session/session-store';

/** The product name that prefixes grants such as Applications.{product}ClientHub. */
export const PRODUCT = 'ClientCenter';

/** The grants and switches core itself checks; features declare theirs (defineFeature `permissions`). */
export const CORE_PERMISSIONS = [
  `Applications.${PRODUCT}ClientHub`, 'Platform.DefaultClient', `Applications.${PRODUCT}`, 'Platform.DefaultStaff',
  // Granted to a firm's administrators (their staff role, server/auth/users.ts permissionsOf).
  'Firm.Administration',
  // Not Platform.ccVnext nor ClientCenterVnext: Portico has only the new client experience (docs/switches.md).
  'Internal.Internal', 'Internal.CurrentDevelopment', 'Internal.DebugMode',
  `${PRODUCT}.AllDocsOnly`, 'ClientCenterHideTasks', 'ClientCenterHideDashboards', 'ClientCenterHideActions',
  'ClientCenter_HideHelp', 'ClientCenterShowClientNickname', 'ClientCenterDisplayCOVIDAlert',
] as const;

/**
 * Reads grants from the session bindings. Feature names are "Feature.Resource", e.g.
 * "Platform.DefaultClient": allowed when bindings.FeatureResourcePermissions[Feature][Resource] === 'Granted'.
 */
export class Permissions {
  private readonly known = new Set<string>(CORE_PERMISSIONS);

  constructor(private readonly session: SessionStore) {}

  /** Adds the grant and switch names a feature checks. */
  declare(names: readonly string[]): void {
    for (const name of names) this.known.add(name);
  }

  /** Every declared name, core's and the enabled features'. */
  knownNames(): string[] {
    return [...this.known];
  }

  /** Whether core or an enabled feature declares the name. */
  isKnown(name: string): boolean {
    return this.known.has(name);
  }

  /** The same permissions for one plugin: checking an undeclared name is an UnknownPermissionError naming it. */
  forPlugin(pluginId: string): Permissions {
    const view = Object.create(this) as Permissions;
    const check = (name: string) => {
      if (!this.known.has(name)) throw new UnknownPermissionError(pluginId, name);
    };
    view.isGranted = (name: string) => (check(name), this.isGranted(name));
    view.hasControl = (name: string) => (check(name), this.hasControl(name));
    return view;
  }

  private get bindings() {
    return this.session.info?.bindings;
  }

  isGranted(feature: string): boolean {
    const dot = feature.indexOf('.');
    if (dot < 0) return false;
    return this.bindings?.FeatureResourcePermissions[feature.slice(0, dot)]?.[feature.slice(dot + 1)] === 'Granted';
  }

  /** An infrastructure access control (switch) is on. */
  hasControl(name: string): boolean {
    return this.bindings?.InfrastructureAccessControls.includes(name) ?? false;
  }

  get isClient(): boolean {
    return this.isGranted(`Applications.${PRODUCT}ClientHub`) || this.isGranted('Platform.DefaultClient');
  }

  get isStaff(): boolean {
    return this.isGranted(`Applications.${PRODUCT}`) || this.isGranted('Platform.DefaultStaff');
  }

  get isInternal(): boolean {
    return ['Internal.Internal', 'Internal.CurrentDevelopment', 'Internal.DebugMode'].some((g) => this.isGranted(g));
  }

  get isEmulated(): boolean {
    return this.session.isEmulated;
  }

  get allDocsOnly(): boolean {
    return this.isGranted(`${PRODUCT}.AllDocsOnly`);
  }

  /** Tasks, dashboards and actions show only when not hidden by their switch and AllDocsOnly is not granted. */
  canSeeArea(area: 'tasks' | 'dashboards' | 'actions'): boolean {
    const hideSwitch = { tasks: 'ClientCenterHideTasks', dashboards: 'ClientCenterHideDashboards', actions: 'ClientCenterHideActions' }[area];
    return !this.hasControl(hideSwitch) && !this.allDocsOnly;
  }
}
