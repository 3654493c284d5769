import type { ComponentType } from 'react';
import type { FeatureFlags } from '../flags/feature-flags';
import type { Permissions } from '../permissions/permissions';
import type { SessionStore } from '../session/session-store';
import type { HttpClient } from '../http/http-client';
import type { Kernel } from './kernel';
import type { PluginRegistry } from './plugin-registry';
import type { Token } from './tokens';
import { InvalidManifestError, MissingLoaderError } from './errors';

/**
 * What renders: areas (a top-level route), actions (a route below /actions in a section of the overview),
 * widgets (a dashboard section), dialogs (opened by name through the modal host) and task kinds (the screens of
 * one kind of task, opened by the tasks area for a task of that kind) and header tools. Sections, dashboard sections, alerts and
 * translations are data a feature contributes (see feature.ts), not plugins.
 */
export type PluginKind = 'area' | 'action' | 'widget' | 'dialog' | 'task' | 'tool';

/** What an authorization check may consult. Permissions and flags name only what core or a feature declares. */
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

/** A dialog's body also receives how to close itself, and whatever its opener passed. */
export interface DialogProps extends PluginProps {
  close: () => void;
}

export type PluginModule<P = PluginProps> = { default: ComponentType<P> };

/** What the entry knows when it lets an area start early: the language it starts in and the address's query. */
export interface AreaStart {
  language: string;
  search: string;
}

/**
 * An area's head start (AreaManifest.prepare): a module whose default export starts the area's first data. The
 * promise it may return is that data's arrival: the first render waits for it (with the shell's), so the first
 * screen shows the area's content at once instead of its loading state, one render later.
 */
export type AreaHeadStart = { default: (kernel: Kernel, start: AreaStart) => void | Promise<unknown> };

/** A widget's detail page also receives the route's parameters, e.g. `{ newsId: '12' }` for 'news/:newsId'. */
export interface PagePropsWithParams extends PluginProps {
  params: Record<string, string>;
}

/** A page below the dashboard that a widget opens; the home area serves it at /home/<route>. */
export interface WidgetPage {
  /** Below /home, with wouter parameters: 'news/:newsId', 'cnd/:clientId'. */
  route: string;
  load: () => Promise<PluginModule<PagePropsWithParams>>;
}

interface ManifestBase<P = PluginProps> {
  /** "<feature id>/<name>", e.g. "br.service-requests/payroll-entries": the id starts with its feature's. */
  id: string;
  /** Key in the feature's translation namespace (plugins/<ns>/<feature>/i18n), in all eight languages. */
  titleKey: string;
  icon?: string;
  /** Lower first; ties break by translated title. */
  order?: number;
  /** Flags that must be enabled; each must be defined by core, a feature or the variant. */
  flags?: string[];
  /** Grants ("Feature.Resource") or switches that must all be on; each must be declared by core or a feature. */
  permissions?: string[];
  /** Services (tokens) the plugin uses that some feature provides; checked when the variant registers. */
  requires?: Token<unknown>[];
  /** Sync or async; a check that throws denies. */
  authorize?: (ctx: AuthorizeContext) => boolean | Promise<boolean>;
  /** A dynamic import: the build makes it a chunk of its own. */
  load: () => Promise<PluginModule<P>>;
  /**
   * Translation namespaces its screen reads besides its feature's (e.g. 'toolkit' for the grid's texts): loaded
   * with its code, so that it renders without suspending once more for them.
   */
  namespaces?: string[];
}

export interface AreaManifest extends ManifestBase {
  kind: 'area';
  /**
   * Optional head start, a dynamic import like `load` (a small chunk of its own): on a first load whose address
   * opens the area, the entry imports it beside the area's code and calls it once the session is known and the
   * area is authorised, so the area's first data is on its way before its first render. The area must work
   * without it: a later visit does not call it.
   */
  prepare?: () => Promise<AreaHeadStart>;
  /** First URL segment, e.g. "documents" (below /staff/ for a staff area). */
  route: string;
  /** Shown in the header navigation when authorised. */
  nav: boolean;
  /**
   * Who it is for: 'client' (the default) serves it at /{route} to client contacts; 'staff' at /staff/{route}, in
   * the firm's workspace, to firm staff only (the firm's own screens: inbox, clients, publishing, settings).
   */
  audience?: 'client' | 'staff';
  /** Also served inside the mobile-app host under /mobile/{route} (actions nest under /mobile/actions). */
  mobile?: boolean;
}

export interface ActionManifest extends ManifestBase {
  kind: 'action';
  /** A section of the actions overview that some enabled feature contributes. */
  section: string;
  actionType: string;
  /** Path below /actions (and /mobile/actions in the mobile host). */
  route: string;
  /**
   * Where the overview opens it: its page (the default), or the small action modal (spec 001 "Modals") for a
   * short action, which returns to /actions however it closes. Its address still opens it as a page.
   */
  opensIn?: 'page' | 'modal';
}

export interface WidgetManifest extends ManifestBase {
  kind: 'widget';
  widgetType: string;
  /** A dashboard section that some enabled feature contributes. */
  dashboardSection: string;
  /** Its detail page, authorised with the widget (same flags, permissions and check). */
  page?: WidgetPage;
}

export interface DialogManifest extends ManifestBase<DialogProps> {
  kind: 'dialog';
  /** The name it is opened by (the shell's "report-issue" and "feedback" buttons open theirs so). */
  dialog: string;
}

/** A task kind's screen for the client: one task of its kind, of the client company it belongs to. */
export interface TaskViewProps extends PluginProps {
  taskId: string;
  clientId: string;
}

/** A task kind's screen for the firm: a new task of its kind for the client (`taskId` null), or one to review. */
export interface TaskStaffProps extends PluginProps {
  clientId: string;
  taskId: string | null;
  /** The new task was created (the screen goes on to review it). */
  onCreated: (taskId: string) => void;
  /** A new task from one of the firm's templates: its body, which fills the kind's form (editable before sending). */
  template?: Readonly<Record<string, unknown>>;
}

/**
 * A kind of task the firm asks of a client (a document request, an e-signature): the tasks area lists every task
 * and opens one with the screens of its kind. `load` is the client's screen of one task, `staff` the firm's.
 */
export interface TaskKindManifest extends ManifestBase<TaskViewProps> {
  kind: 'task';
  /** The kind as the server stores it on each task, e.g. "document-request"; one plugin per kind. */
  taskKind: string;
  /** Below /staff/tasks/new/: where the firm creates a task of this kind. */
  route: string;
  /** The firm's screen (create one, review one): a dynamic import like `load`. */
  staff: () => Promise<PluginModule<TaskStaffProps>>;
}

/** A control among the header's tools, beside help and the account menu (a notification bell), for clients and staff. */
export interface ToolManifest extends ManifestBase {
  kind: 'tool';
}

export type PluginManifest = AreaManifest | ActionManifest | WidgetManifest | DialogManifest | TaskKindManifest | ToolManifest;

/** "<namespace>.<name>/<plugin>"; the part before the slash is the feature id. */
const ID = /^[a-z0-9-]+(\.[a-z0-9-]+)*\/[a-z0-9-]+$/;
const ROUTE = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
/** A widget page's route: a fixed first segment, then fixed segments or ":params" ('news/:newsId'). */
const PAGE_ROUTE = /^[a-z0-9-]+(\/([a-z0-9-]+|:[A-Za-z][A-Za-z0-9]*))*$/;
/** Section, dashboard section and dialog names: one word, as the spec writes them ("boxESection", "report-issue"). */
export const CONTRIBUTION_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

/** The feature a plugin id belongs to: "br.boxe/nfe-storage" -> "br.boxe". */
export const featureIdOf = (pluginId: string): string => pluginId.slice(0, pluginId.indexOf('/'));

const isStringList = (value: unknown) => value === undefined || (Array.isArray(value) && value.every((v) => typeof v === 'string' && v !== ''));

/** Checks a manifest's shape and throws a named error that names the plugin. */
export function validateManifest(manifest: PluginManifest): PluginManifest {
  const id = typeof manifest?.id === 'string' ? manifest.id : '(no id)';
  if (!ID.test(id)) throw new InvalidManifestError(id, 'id must look like "namespace.feature/name"');
  if (typeof manifest.load !== 'function') {
    throw new MissingLoaderError(id, manifest.kind === 'widget' ? manifest.widgetType : undefined, manifest.kind === 'task' ? manifest.taskKind : undefined);
  }
  if (!manifest.titleKey) throw new InvalidManifestError(id, 'titleKey is required');
  if (!isStringList(manifest.flags)) throw new InvalidManifestError(id, 'flags must be a list of flag ids');
  if (!isStringList(manifest.permissions)) throw new InvalidManifestError(id, 'permissions must be a list of names');
  if (!isStringList(manifest.namespaces)) throw new InvalidManifestError(id, 'namespaces must be a list of namespace names');
  switch (manifest.kind) {
    case 'area':
      if (!ROUTE.test(manifest.route)) throw new InvalidManifestError(id, `route "${manifest.route}" is not a path`);
      if (manifest.prepare !== undefined && typeof manifest.prepare !== 'function') throw new InvalidManifestError(id, 'prepare must be a dynamic import, like load');
      if (manifest.audience !== undefined && manifest.audience !== 'client' && manifest.audience !== 'staff') throw new InvalidManifestError(id, `audience "${manifest.audience}" is neither "client" nor "staff"`);
      if (manifest.audience === 'staff' && manifest.mobile) throw new InvalidManifestError(id, 'a staff area is not served in the mobile-app host');
      break;
    case 'action':
      if (!ROUTE.test(manifest.route)) throw new InvalidManifestError(id, `route "${manifest.route}" is not a path`);
      if (!CONTRIBUTION_NAME.test(manifest.section ?? '')) throw new InvalidManifestError(id, `section "${manifest.section}" is not a section name`);
      if (!manifest.actionType) throw new InvalidManifestError(id, 'actionType is required');
      break;
    case 'widget':
      if (!manifest.widgetType) throw new InvalidManifestError(id, 'widgetType is required');
      if (!CONTRIBUTION_NAME.test(manifest.dashboardSection ?? '')) {
        throw new InvalidManifestError(id, `dashboard section "${manifest.dashboardSection}" is not a section name`);
      }
      if (manifest.page !== undefined) {
        if (!PAGE_ROUTE.test(manifest.page?.route ?? '')) throw new InvalidManifestError(id, `page route "${manifest.page?.route}" is not a path like "news/:newsId"`);
        if (typeof manifest.page.load !== 'function') throw new MissingLoaderError(id, manifest.widgetType);
      }
      break;
    case 'dialog':
      if (!CONTRIBUTION_NAME.test(manifest.dialog ?? '')) throw new InvalidManifestError(id, `dialog name "${manifest.dialog}" is not a name`);
      break;
    case 'task':
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(manifest.taskKind ?? '')) throw new InvalidManifestError(id, `task kind "${manifest.taskKind}" is not lower-case words joined by dashes`);
      if (!ROUTE.test(manifest.route ?? '')) throw new InvalidManifestError(id, `route "${manifest.route}" is not a path`);
      if (typeof manifest.staff !== 'function') throw new MissingLoaderError(id, undefined, manifest.taskKind, 'staff');
      break;
    case 'tool':
      break;
    default:
      throw new InvalidManifestError(id, `unknown kind "${(manifest as { kind: string }).kind}"`);
  }
  return manifest;
}

/**
 * The page of a widget as a manifest PluginSlot can render: its own id ("<widget id>-page", so its module is
 * cached apart from the widget's), the widget's feature, flags, permissions and check.
 */
export function widgetPageManifest(widget: WidgetManifest): WidgetManifest {
  if (typeof widget.page?.load !== 'function') throw new MissingLoaderError(widget.id, widget.widgetType);
  const { page, ...rest } = widget;
  return { ...rest, id: `${widget.id}-page`, load: page.load as unknown as WidgetManifest['load'] };
}

/**
 * The firm's screen of a task kind as a manifest PluginSlot can render: its own id ("<kind id>-staff", so its
 * module is cached apart from the client's screen), the kind's feature, flags, permissions and check.
 */
export function taskStaffManifest(kind: TaskKindManifest): TaskKindManifest {
  if (typeof kind.staff !== 'function') throw new MissingLoaderError(kind.id, undefined, kind.taskKind, 'staff');
  return { ...kind, id: `${kind.id}-staff`, load: kind.staff as unknown as TaskKindManifest['load'] };
}

/** Declares a plugin; the manifest is checked at once so a broken one fails where it is written. */
export function definePlugin<M extends PluginManifest>(manifest: M): M {
  return validateManifest(manifest) as M;
}
