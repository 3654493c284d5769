import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { PluginSlot } from '@portico/kernel/react/plugin-slot';
import { useAuthorized } from '@portico/kernel/react/use-authorized';

/**
 * The areas of the variant (home, documents, actions, …) as top-level routes, and under /mobile/ for those the
 * mobile-app host embeds. "/" lands on the first authorised area (home when dashboards exist); an unknown path
 * goes to /notfound.
 */
export function AreaRoutes() {
  const { t } = useTranslation();
  const areas = useAuthorized(useKernel().plugins.areas());
  if (areas === null) return <p role="status">{t('kernel.loading')}</p>;
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

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <a href="/">{t('notFound.home')}</a>
    </div>
  );
}

function NoAreas() {
  const { t } = useTranslation();
  return <p className="empty-state">{t('kernel.noAreas')}</p>;
}
