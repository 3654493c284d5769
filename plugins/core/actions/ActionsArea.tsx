import { useTranslation } from 'react-i18next';
import { Link, Route, Switch, useLocation } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { PluginSlot } from '@portico/kernel/react/plugin-slot';
import { useAuthorized } from '@portico/kernel/react/use-authorized';
import { useTitles } from '@portico/kernel/react/use-titles';
import type { ActionManifest } from '@portico/kernel/plugin';
import type { Section } from '@portico/kernel/plugin-registry';

/** Sections sorted case-insensitively by their translated label (spec 001 "Actions overview sections"). */
export function sortSections(sections: Section[], label: (s: Section) => string): Section[] {
  return [...sections].sort((a, b) => label(a).localeCompare(label(b), undefined, { sensitivity: 'base' }));
}

/** Sections (as features contribute them) holding at least one authorised action; titles from each feature's texts. */
function Overview({ sections, actions }: { sections: Section[]; actions: ActionManifest[] }) {
  const { t } = useTranslation('core.actions');
  const used = sections.filter((s) => actions.some((a) => a.section === s.id));
  const title = useTitles([...used, ...actions]);
  const visible = sortSections(used, title);
  if (visible.length === 0) return <p className="empty-state">{t('empty')}</p>;
  return (
    <div className="actions-overview">
      {visible.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{title(section)}</h2>
          <ul className="action-list">
            {actions
              .filter((a) => a.section === section.id)
              .map((action) => (
                <li key={action.id}>
                  <Link href={`/${action.route}`}>{title(action)}</Link>
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
  const { t } = useTranslation('core.actions');
  const [, navigate] = useLocation();
  return (
    <div className="not-authorized" role="alert">
      <h1>{t('notAuthorized.title')}</h1>
      <p>{t('notAuthorized.subtitle')}</p>
      <button type="button" onClick={() => navigate('/')}>
        {t('notAuthorized.back')}
      </button>
    </div>
  );
}

/** The actions area: the overview at /actions and each authorised action at /actions/{route}. */
export default function ActionsArea() {
  const { t } = useTranslation('core.actions');
  const kernel = useKernel();
  const actions = useAuthorized(kernel.plugins.actions());

  if (actions === null) return <p role="status">{t('portal:kernel.loading')}</p>;
  return (
    <Switch>
      <Route path="/">
        <h1>{t('title')}</h1>
        <Overview sections={kernel.plugins.sections()} actions={actions} />
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
