import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import type { AreaManifest } from '@portico/kernel/plugin';
import { PluginSlot } from '@portico/kernel/react/plugin-slot';
import { useAuthorized } from '@portico/kernel/react/use-authorized';
import { BootSplash } from '../platform/screens/BootSplash';
import { useDocumentTitle } from '../platform/document-meta';

/**
 * The areas of the variant (home, documents, actions, …) as top-level routes, and under /mobile/ for those the
 * mobile-app host embeds. "/" lands on the first authorised area (home when dashboards exist); an unknown path
 * goes to /notfound.
 */
export function AreaRoutes() {
  const { t } = useTranslation();
  const all = useKernel().plugins.areas();
  const areas = useAuthorized(all);
  // The address's own area opens as soon as its check allows it, not after every area's (some ask the server).
  const [location] = useLocation();
  const addressed = all.filter((area) => location.split('/')[location.startsWith('/mobile/') ? 2 : 1] === area.route);
  const early = useAuthorized(addressed);
  if (areas === null) {
    // Only the address's area: the landing and not-found routes need the whole list.
    if (!early?.length) return <BootSplash />;
    return <Switch>{areaRoutes(early)}</Switch>;
  }
  const landing = areas[0];
  return (
    <Switch>
      <Route path="/">{landing ? <Redirect to={`/${landing.route}`} replace /> : <NoAreas />}</Route>
      {areaRoutes(areas)}
      <Route path="/notfound">
        <NotFound />
      </Route>
      <Route>
        <Redirect to="/notfound" replace />
      </Route>
    </Switch>
  );
}

/** Each area's route, and its /mobile/ route when the mobile-app host embeds it; keyed, so an area keeps its state. */
function areaRoutes(areas: readonly AreaManifest[]) {
  return [
    ...areas.map((area) => (
      <Route key={area.id} path={`/${area.route}`} nest>
        <PluginSlot manifest={area} />
      </Route>
    )),
    ...areas
      .filter((area) => area.mobile)
      .map((area) => (
        <Route key={`mobile:${area.id}`} path={`/mobile/${area.route}`} nest>
          <PluginSlot manifest={area} />
        </Route>
      )),
  ];
}

/** Inside the shell: the header and the client switcher stay, so the user is never stranded. */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found-code" aria-hidden="true">404</p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="not-found-home" href="/">{t('notFound.home')}</Link>
    </section>
  );
}

function NoAreas() {
  const { t } = useTranslation();
  return <p className="empty-state">{t('kernel.noAreas')}</p>;
}
