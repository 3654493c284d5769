import { useTranslation } from 'react-i18next';
import { Link, Route, Switch, useLocation } from 'wouter';
import { useKernel } from '../../../../core/kernel/react/kernel-context';
import { PluginSlot } from '../../../../core/kernel/react/plugin-slot';
import { useAuthorized } from '../../../../core/kernel/react/use-authorized';
import type { ActionManifest, SectionManifest } from '../../../../core/kernel/plugin';

/** Sections sorted case-insensitively by their translated label (spec 001 "Actions overview sections"). */
export function sortSections(sections: SectionManifest[], label: (s: SectionManifest) => string): SectionManifest[] {
  return [...sections].sort((a, b) => label(a).localeCompare(label(b), undefined, { sensitivity: 'base' }));
}

function Overview({ sections, actions }: { sections: SectionManifest[]; actions: ActionManifest[] }) {
  const { t } = useTranslation();
  const visible = sortSections(sections, (s) => t(s.titleKey)).filter((s) => actions.some((a) => a.section === s.sectionType));
  if (visible.length === 0) return <p className="empty-state">{t('actions.empty')}</p>;
  return (
    <div className="actions-overview">
      {visible.map((section) => (
        <section key={section.id} id={section.sectionType} aria-labelledby={`${section.sectionType}-title`}>
          <h2 id={`${section.sectionType}-title`}>{t(section.titleKey)}</h2>
          <ul className="action-list">
            {actions
              .filter((a) => a.section === section.sectionType)
              .map((action) => (
                <li key={action.id}>
                  <Link href={`/${action.route}`}>{t(action.titleKey)}</Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Shown in place, without changing the address, when an action is missing or not allowed. */
export function ActionNotAuthorized() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <div className="not-authorized" role="alert">
      <h1>{t('actions.notAuthorized.title')}</h1>
      <p>{t('actions.notAuthorized.subtitle')}</p>
      <button type="button" onClick={() => navigate('/')}>
        {t('actions.notAuthorized.back')}
      </button>
    </div>
  );
}

/** The actions area: the overview at /actions and each authorised action at /actions/{route}. */
export default function ActionsArea() {
  const { t } = useTranslation();
  const kernel = useKernel();
  const sections = useAuthorized(kernel.plugins.sections());
  const actions = useAuthorized(kernel.plugins.actions());

  if (sections === null || actions === null) return <p role="status">{t('kernel.loading')}</p>;
  return (
    <Switch>
      <Route path="/">
        <h1>{t('nav.actions')}</h1>
        <Overview sections={sections} actions={actions} />
      </Route>
      <Route path="/not-authorized">
        <ActionNotAuthorized />
      </Route>
      {actions.map((action) => (
        <Route key={action.id} path={`/${action.route}`}>
          <PluginSlot manifest={action} />
        </Route>
      ))}
      <Route>
        <ActionNotAuthorized />
      </Route>
    </Switch>
  );
}
