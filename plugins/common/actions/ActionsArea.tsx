import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Switch, useLocation, useParams, useRouter } from 'wouter';
import { type ActionManifest, PluginSlot, type Section, TOKENS, useKernel, usePluginPrepared, useTitles } from '@portico/plugin';
import { ActionIcon, isActionIconType } from '@portico/toolkit/icons';
import { ACTION_MODAL_DIALOG, NO_ACCESS_PERMISSION_DIALOG } from './dialogs/manifests';
import { useActionsRegistry } from './use-actions-registry';
import './actions.css';

/** Sections sorted case-insensitively by their translated label (spec 001 "Actions overview sections"). */
export function sortSections(sections: readonly Section[], label: (s: Section) => string): Section[] {
  return [...sections].sort((a, b) => label(a).localeCompare(label(b), undefined, { sensitivity: 'base' }));
}

/** The section named by the address's #fragment, read live (wouter's location has no hash). */
function useHashSection(): string | null {
  const [hash, setHash] = useState(() => decodeURIComponent(window.location.hash.slice(1)) || null);
  useEffect(() => {
    const update = () => setHash(decodeURIComponent(window.location.hash.slice(1)) || null);
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return hash;
}

function Busy() {
  const { t } = useTranslation('common.actions');
  return (
    <div className="actions-busy" role="status" aria-live="polite">
      <span className="spinner is-small" aria-hidden="true" />
      {t('loading')}
    </div>
  );
}

function LoadFailed({ onRetry, partial }: { onRetry: () => void; partial?: boolean }) {
  const { t } = useTranslation('common.actions');
  return (
    <div className="actions-load-failed" role="alert">
      <p>{t(partial ? 'loadFailed.partial' : 'loadFailed.message')}</p>
      <button type="button" onClick={onRetry}>
        {t('loadFailed.retry')}
      </button>
    </div>
  );
}

/** The overview: sections with at least one authorised action, by label; #section scrolls to one and focuses its heading. */
function Overview() {
  const { t } = useTranslation('common.actions');
  const { registry, state } = useActionsRegistry();
  const modals = useKernel().get(TOKENS.Modals);
  const hash = useHashSection();
  const title = useTitles([...state.sections, ...state.actions]);
  const visible = sortSections(state.sections, title);

  useEffect(() => {
    registry.setSection(hash);
  }, [registry, hash]);
  const anchored = hash !== null && visible.some((s) => s.id === hash);
  useEffect(() => {
    if (!anchored || !hash) return;
    const heading = document.getElementById(`${hash}-title`);
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [anchored, hash]);

  const byTitle = (a: ActionManifest, b: ActionManifest) => title(a).localeCompare(title(b), undefined, { sensitivity: 'base' });
  return (
    <div className="actions-overview-page">
      <h1>{t('title')}</h1>
      {state.mainLoader && <Busy />}
      {state.loadFailed && <LoadFailed partial={state.loaded} onRetry={() => void registry.reload()} />}
      {state.loaded && visible.length === 0 && !state.loadFailed && <p className="empty-state">{t('empty')}</p>}
      {visible.length > 0 && (
        <div className="actions-overview" aria-busy={state.loading}>
          {visible.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="actions-section">
              <h2 id={`${section.id}-title`} tabIndex={-1}>
                {isActionIconType(section.icon) && <ActionIcon type={section.icon} decorative size={22} />}
                {title(section)}
              </h2>
              <ul className="action-list">
                {state.actions
                  .filter((a) => a.section === section.id)
                  .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || byTitle(a, b))
                  .map((action) => (
                    <li key={action.id}>
                      <Link href={`/${action.route}`} className="action-link" onClick={action.opensIn === 'modal' ? (event) => {
                        // A plain click opens it in the small modal; a new tab still gets its page.
                        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                        event.preventDefault();
                        modals.openNamed(ACTION_MODAL_DIALOG, { actionType: action.actionType });
                      } : undefined}>
                        {isActionIconType(action.icon) && <ActionIcon type={action.icon} decorative size={22} />}
                        <span>{title(action)}</span>
                      </Link>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

/** Shown in place, without changing the address, when an action is missing or not allowed. */
export function ActionNotAuthorized() {
  const { t } = useTranslation('common.actions');
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="actions-not-authorized">
      <h1 ref={heading} tabIndex={-1}>
        {t('notAuthorized.title')}
      </h1>
      <p>{t('notAuthorized.subtitle')}</p>
      {/* The area's base is the overview: /actions, or /mobile/actions in the mobile host. */}
      <button type="button" onClick={() => navigate(`~${base}`)}>
        {t('notAuthorized.back')}
      </button>
    </div>
  );
}

/**
 * The action route guard (spec 001 §4): loads the actions, then shows the action when it exists and is
 * authorised; otherwise the not-authorised screen in place (the address stays), logged as a refused guard.
 * An action that exists but the user lacks also opens the no-access-permission dialog, which says what that
 * action type needs (spec 001 "Modals"), for as long as the refusal lasts. A check that failed (rather than denied) offers a retry instead.
 */
function ActionGuard({ route }: { route: string }) {
  const { registry, state } = useActionsRegistry();
  const modals = useKernel().get(TOKENS.Modals);
  const action = registry.actionAt(route);
  const prepared = usePluginPrepared(action);
  const allowed = action !== undefined && state.actions.some((a) => a.id === action.id);
  const failed = action !== undefined && state.failedActions.includes(action.id);
  const decided = state.loaded || state.loadFailed;
  const refusal = !decided || state.loading ? null : !action ? 'not found' : failed ? 'load failed' : allowed ? null : 'not authorised';

  useEffect(() => {
    if (refusal) registry.logRefused(route, refusal);
  }, [registry, route, refusal]);
  // Open while the refusal lasts: a check that denied before the session's client was known, then allowed, closes it.
  useEffect(() => {
    if (refusal !== 'not authorised' || !action) return;
    const dialog = modals.openNamed(NO_ACCESS_PERMISSION_DIALOG, { actionType: action.actionType });
    return () => dialog?.close();
  }, [modals, refusal, action]);
  useEffect(() => {
    if (!allowed || !action) return;
    registry.navigated(action);
    return () => registry.left(action.id);
  }, [registry, allowed, action]);

  // Rendered once its code and texts are here (they load while the checks run): it then shows at once, not
  // through the slot's fallback that React holds back (the NF-e store's first rows came ~300 ms later).
  if (allowed && action) return prepared ? <PluginSlot manifest={action} /> : <Busy />;
  if (!decided || (state.loading && !refusal)) return <Busy />;
  if (refusal === 'load failed') return <LoadFailed onRetry={() => void registry.reload()} />;
  return <ActionNotAuthorized />;
}

function GuardedRoute() {
  const params = useParams<{ '*': string }>();
  return <ActionGuard route={params['*'] ?? ''} />;
}

/** The actions area: the overview at /actions and each action at /actions/{route}, behind the guard. */
export default function ActionsArea() {
  return (
    <Switch>
      <Route path="/">
        <Overview />
      </Route>
      <Route path="/not-authorized">
        <ActionNotAuthorized />
      </Route>
      <Route path="/*">
        <GuardedRoute />
      </Route>
    </Switch>
  );
}
