import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Switch } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { PluginSlot } from '@portico/kernel/react/plugin-slot';
import { useAuthorized } from '@portico/kernel/react/use-authorized';
import { BootSplash } from './BootSplash';
import { useDocumentTitle } from './document-meta';

/**
 * The areas of the variant (home, documents, actions, …) as top-level routes, and under /mobile/ for those the
 * mobile-app host embeds. "/" lands on the first authorised area (home when dashboards exist); an unknown path
 * goes to /notfound.
 */
export function AreaRoutes() {
  const { t } = useTranslation();
  const areas = useAuthorized(useKernel().plugins.areas());
  if (areas === null) return <BootSplash />;
  const landing = areas[0];
  return (
    <Switch>
      <Route path="/">{landing ? <Redirect to={`/${landing.route}`} replace /> : <NoAreas />}</Route>
      {areas.map((area) => (
        <Route key={area.id} path={`/${area.route}`} nest>
          <PluginSlot manifest={area} />
        </Route>
      ))}
      {areas
        .filter((area) => area.mobile)
        .map((area) => (
          <Route key={`mobile:${area.id}`} path={`/mobile/${area.route}`} nest>
            <PluginSlot manifest={area} />
          </Route>
        ))}
      <Route path="/notfound">
        <NotFound />
      </Route>
      <Route>
        <Redirect to="/notfound" replace />
      </Route>
    </Switch>
  );
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
