import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { useAuthorized } from '@portico/kernel/react/use-authorized';
import { TOKENS } from '@portico/kernel/tokens';
import { showsNewDashboard } from './dashboard-flags';
import { LegacyDashboard } from './LegacyDashboard';
import { NewDashboard } from './NewDashboard';
import { useDashboards } from './use-dashboards';
import { useWidgetPageRoutes } from './widget-pages';
import './home.css';

/**
 * Fetches every widget's code and texts while the widgets' checks run: a widget then asks for its data as soon
 * as it may, not after its chunk arrives, so all of them ask in the one wave after the session. (A load that
 * fails here is not cached and not logged; the widget's own slot tries again, shows its error card and logs
 * the failure once.)
 */
function usePrefetchedWidgets(kernel: ReturnType<typeof useKernel>) {
  useEffect(() => {
    const i18n = kernel.get(TOKENS.I18n);
    for (const widget of kernel.plugins.widgets()) {
      kernel.plugins.load(widget).catch(() => undefined);
      void i18n.loadNamespace(kernel.plugins.namespaceOf(widget));
    }
  }, [kernel]);
}

/**
 * The home area (spec 001 "Dashboard routes"): the dashboard at /home, the pages widgets open below it
 * (news/{newsId}, cnd/{clientId}), and any other path back to /home. Either dashboard flag shows the new
 * tabbed dashboard; otherwise (or when no feature contributes a tab) the older one, whose client may come
 * from the route (/home/{clientId}).
 */
export default function HomeArea() {
  const { t } = useTranslation('core.home');
  const kernel = useKernel();
  const flags = kernel.get(TOKENS.Flags);
  useSnapshot(flags.state);
  const widgets = useAuthorized(kernel.plugins.widgets());
  usePrefetchedWidgets(kernel);
  const dashboards = useDashboards();
  const pages = useWidgetPageRoutes(widgets);

  if (widgets === null) return <p role="status">{t('portal:kernel.loading')}</p>;
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
