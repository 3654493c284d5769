import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch } from 'wouter';
import { TOKENS, useAuthorized, useKernel } from '@portico/plugin';
import { showsNewDashboard } from './dashboard-flags';
import { LegacyDashboard } from './LegacyDashboard';
import { NewDashboard } from './NewDashboard';
import { useDashboards } from './use-dashboards';
import { useWidgetPageRoutes } from './widget-pages';
import './home.css';

/**
 * Fetches every widget's code and texts while the widgets' checks run, and says when all have arrived (or
 * failed). The dashboard waits for that, then renders every widget at once: each asks for its data in the one
 * wave after the session, none held back by React behind another's loading state. (A load that fails here is
 * not cached and not logged; the widget's own slot tries again, shows its error card and logs the failure once.)
 */
/** How long the dashboard waits for every widget's code before it shows those that have arrived. */
export const WIDGET_CODE_WAIT_MS = 2000;

function usePrefetchedWidgets(kernel: ReturnType<typeof useKernel>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const i18n = kernel.get(TOKENS.I18n);
    const loads = kernel.plugins.widgets().flatMap((widget) => [
      kernel.plugins.load(widget).catch(() => undefined),
      i18n.loadNamespace(kernel.plugins.namespaceOf(widget)).catch(() => undefined),
    ]);
    // A chunk that hangs holds the others back no longer than this; its own card then shows its loading state.
    const cap = new Promise((resolve) => setTimeout(resolve, WIDGET_CODE_WAIT_MS));
    void Promise.race([Promise.all(loads), cap]).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [kernel]);
  return ready;
}

/**
 * The home area (spec 001 "Dashboard routes"): the dashboard at /home, the pages widgets open below it
 * (news/{newsId}, cnd/{clientId}), and any other path back to /home. Either dashboard flag shows the new
 * tabbed dashboard; otherwise (or when no feature contributes a tab) the older one, whose client may come
 * from the route (/home/{clientId}).
 */
export default function HomeArea() {
  const { t } = useTranslation('common.home');
  const kernel = useKernel();
  const flags = kernel.get(TOKENS.Flags);
  useSnapshot(flags.state);
  const widgets = useAuthorized(kernel.plugins.widgets());
  const prefetched = usePrefetchedWidgets(kernel);
  const dashboards = useDashboards();
  const pages = useWidgetPageRoutes(widgets);

  if (widgets === null || !prefetched) return <p role="status">{t('portal:kernel.loading')}</p>;
  const tabbed = showsNewDashboard(flags) && dashboards.length > 0;
  return (
    <Switch>
      <Route path="/">{tabbed ? <NewDashboard widgets={widgets} dashboards={dashboards} /> : <LegacyDashboard widgets={widgets} />}</Route>
      {pages}
      {!tabbed && <Route path="/:clientId">{(params) => <LegacyDashboard widgets={widgets} clientId={params.clientId} />}</Route>}
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}
