import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { type ActionManifest, createToken, type Kernel, type Section, TOKENS } from '@portico/plugin';

/** The actions registry state of spec 001 §3. */
export interface ActionsState {
  /** Sections holding at least one authorised action (the overview sorts them by translated label). */
  sections: Section[];
  /** The authorised actions. */
  actions: ActionManifest[];
  /** The section the user is in (an overview anchor or the open action's section). */
  currentSection: string | null;
  /** The id of the open action. */
  currentAction: string | null;
  loaded: boolean;
  loading: boolean;
  /** The main busy indicator: shown while loading unless the load is silent. */
  mainLoader: boolean;
  /** Some authorization checks failed (not denied): what they guard is unknown until a retry. */
  loadFailed: boolean;
  /** Actions whose check failed in the last load. */
  failedActions: string[];
}

export interface LoadOptions {
  /** A background refresh (session or client change): no main busy indicator. */
  silent?: boolean;
}

/**
 * The actions the session may use, by section, as one store per kernel. Loaded on first use; answers are
 * dropped and reloaded silently when the session re-initialises (sign-in, staff switch, logout) or the active
 * client changes, since per-client checks (Box-E's lastToggle) may answer differently.
 */
export class ActionsRegistry {
  readonly state = proxy<ActionsState>({
    sections: [],
    actions: [],
    currentSection: null,
    currentAction: null,
    loaded: false,
    loading: false,
    mainLoader: false,
    loadFailed: false,
    failedActions: [],
  });
  private pending: Promise<void> | null = null;
  private generation = 0;

  constructor(private readonly kernel: Kernel) {
    const reinitialise = () => {
      // The kernel clears the registry's authorization cache on a new session epoch; a client switch does here.
      this.kernel.plugins.clearAuthorizationCache();
      this.generation += 1;
      this.pending = null;
      const wasLoaded = this.state.loaded || this.state.loading;
      Object.assign(this.state, { sections: [], actions: [], loaded: false, loading: false, mainLoader: false, loadFailed: false, failedActions: [] });
      if (wasLoaded) void this.load({ silent: true });
    };
    subscribeKey(kernel.get(TOKENS.Session).state, 'epoch', reinitialise);
    subscribeKey(kernel.get(TOKENS.Clients).state, 'activeClientId', reinitialise);
  }

  /** Loads once; later calls share the load in progress or return at once. */
  load(options: LoadOptions = {}): Promise<void> {
    if (this.pending) return this.pending;
    if (this.state.loaded && !this.state.loadFailed) return Promise.resolve();
    return this.run(options);
  }

  /** Asks every check again (the retry after a failed load, or a refresh). */
  reload(options: LoadOptions = {}): Promise<void> {
    this.kernel.plugins.clearAuthorizationCache();
    this.pending = null;
    this.generation += 1;
    return this.run(options);
  }

  /** Setting the section clears the action (an overview anchor). */
  setSection(section: string | null): void {
    this.state.currentSection = section;
    this.state.currentAction = null;
  }

  /** Navigating to an action sets both. */
  navigated(action: ActionManifest): void {
    this.state.currentSection = action.section;
    this.state.currentAction = action.id;
  }

  /** Leaving an action (back to the overview, or away from the area). */
  left(actionId: string): void {
    if (this.state.currentAction === actionId) this.state.currentAction = null;
  }

  /** The enabled action served at `route` (below /actions), authorised or not. */
  actionAt(route: string): ActionManifest | undefined {
    return this.kernel.plugins.actions().find((a) => a.route === route);
  }

  /** The enabled action of an action type, authorised or not. */
  actionOfType(actionType: string): ActionManifest | undefined {
    return this.kernel.plugins.actions().find((a) => a.actionType === actionType);
  }

  /** A guard that refused an action, logged under the authorization-guard category (spec 001 §4). */
  logRefused(action: string, reason: 'not found' | 'not authorised' | 'load failed'): void {
    this.kernel.get(TOKENS.Logger).warn('authorization guard', `Access to action "${action}" refused: ${reason}`);
  }

  isAuthorized(actionId: string): boolean {
    return this.state.actions.some((a) => a.id === actionId);
  }

  private run({ silent = false }: LoadOptions): Promise<void> {
    const generation = ++this.generation;
    Object.assign(this.state, { loading: true, mainLoader: !silent });
    const plugins = this.kernel.plugins;
    const work = plugins
      .authorizeAll(plugins.actions())
      .then(
        ({ allowed, failed }) => {
          if (generation !== this.generation) return;
          Object.assign(this.state, {
            actions: allowed.map((a) => ref(a)),
            sections: plugins.sections().filter((s) => allowed.some((a) => a.section === s.id)),
            loaded: true,
            loadFailed: failed.length > 0,
            failedActions: failed.map((a) => a.id),
          });
        },
        (error: unknown) => {
          if (generation !== this.generation) return;
          this.kernel.get(TOKENS.Logger).error('authorization guard', 'Loading the actions failed', error);
          Object.assign(this.state, { loaded: false, loadFailed: true, failedActions: plugins.actions().map((a) => a.id) });
        },
      )
      .finally(() => {
        if (generation !== this.generation) return;
        Object.assign(this.state, { loading: false, mainLoader: false });
        this.pending = null;
      });
    this.pending = work;
    return work;
  }
}

export const ACTIONS_REGISTRY = createToken<ActionsRegistry>(
  'common.actions/registry',
  'The authorised actions and sections, the current section and action, loading and retry (spec 001 §3)',
);
