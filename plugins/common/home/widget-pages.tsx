import { useMemo } from 'react';
import { Route } from 'wouter';
import { PluginSlot, type WidgetManifest, widgetPageManifest } from '@portico/plugin';

/**
 * The pages widgets open below the dashboard (/home/news/:newsId, /home/cnd/:clientId), as routes of the home
 * area's Switch; the page gets the route's parameters as `params`. Built once per widget list, so a page's
 * lazy module is not recreated on every render.
 */
export function useWidgetPageRoutes(widgets: WidgetManifest[] | null) {
  const pages = useMemo(() => (widgets ?? []).filter((w) => w.page).map((w) => ({ route: w.page!.route, manifest: widgetPageManifest(w) })), [widgets]);
  return pages.map(({ route, manifest }) => (
    <Route key={manifest.id} path={`/${route}`}>
      {(params: Record<string, string | undefined>) => (
        <div className="widget-page">
          <PluginSlot manifest={manifest} props={{ params: definedParams(params) }} />
        </div>
      )}
    </Route>
  ));
}

const definedParams = (params: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string' && !/^\d+$/.test(e[0])));
