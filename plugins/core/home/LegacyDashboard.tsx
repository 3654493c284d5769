import { useTranslation } from 'react-i18next';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { PluginSlot } from '@portico/kernel/react/plugin-slot';
import { useAuthorized } from '@portico/kernel/react/use-authorized';
import { useTitles } from '@portico/kernel/react/use-titles';
import type { WidgetManifest } from '@portico/kernel/plugin';

/** One widget, labelled by its title from its own feature's translations. */
function Widgets({ widgets }: { widgets: WidgetManifest[] }) {
  const title = useTitles(widgets);
  return (
    <>
      {widgets.map((widget) => (
        <article key={widget.id} className="widget" aria-label={title(widget)}>
          <PluginSlot manifest={widget} />
        </article>
      ))}
    </>
  );
}

/** The dashboard: every authorised widget of the variant, section by section (as features contribute them). */
export default function Dashboard() {
  const { t } = useTranslation('core.home');
  const kernel = useKernel();
  const widgets = useAuthorized(kernel.plugins.widgets());

  if (widgets === null) return <p role="status">{t('portal:kernel.loading')}</p>;
  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      {widgets.length === 0 && <p className="empty-state">{t('dashboard.empty')}</p>}
      {kernel.plugins.dashboardSections().map(({ id }) => {
        const inSection = widgets.filter((w) => w.dashboardSection === id);
        if (inSection.length === 0) return null;
        return (
          <div key={id} className="dashboard-section" data-section={id}>
            <Widgets widgets={inSection} />
          </div>
        );
      })}
    </section>
  );
}
