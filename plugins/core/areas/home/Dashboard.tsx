import { useTranslation } from 'react-i18next';
import { useKernel } from '../../../../core/kernel/react/kernel-context';
import { PluginSlot } from '../../../../core/kernel/react/plugin-slot';
import { useAuthorized } from '../../../../core/kernel/react/use-authorized';
import { DASHBOARD_SECTIONS } from '../../../../core/kernel/plugin';

/** The dashboard: every authorised widget of the variant, slot by slot, each contained on its own. */
export default function Dashboard() {
  const { t } = useTranslation();
  const kernel = useKernel();
  const widgets = useAuthorized(kernel.plugins.widgets());

  if (widgets === null) return <p role="status">{t('kernel.loading')}</p>;
  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      {widgets.length === 0 && <p className="empty-state">{t('dashboard.empty')}</p>}
      {DASHBOARD_SECTIONS.map((section) => {
        const inSection = widgets.filter((w) => w.dashboardSection === section);
        if (inSection.length === 0) return null;
        return (
          <div key={section} className="dashboard-section" data-section={section}>
            {inSection.map((widget) => (
              <article key={widget.id} className="widget" aria-label={t(widget.titleKey)}>
                <PluginSlot manifest={widget} />
              </article>
            ))}
          </div>
        );
      })}
    </section>
  );
}
