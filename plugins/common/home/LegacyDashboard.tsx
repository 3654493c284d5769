import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { TOKENS, useKernel, type WidgetManifest } from '@portico/plugin';
import { WidgetCard } from './WidgetCard';

/**
 * The older dashboard (both dashboard flags off): every authorised widget, section by section, for the client
 * the route names (/home/{clientId}) when the user has it, else the stored active client.
 */
export function LegacyDashboard({ widgets, clientId }: { widgets: WidgetManifest[]; clientId?: string }) {
  const { t } = useTranslation('common.home');
  const kernel = useKernel();
  const store = kernel.get(TOKENS.Clients);
  const { clients } = useSnapshot(store.state);

  useEffect(() => {
    if (clientId && clients.some((c) => c.id === clientId)) store.setActive(clientId);
  }, [store, clientId, clients]);

  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      {widgets.length === 0 && <p className="empty-state">{t('dashboard.empty')}</p>}
      {kernel.plugins.dashboardSections().map(({ id }) => {
        const inSection = widgets.filter((w) => w.dashboardSection === id);
        if (inSection.length === 0) return null;
        return (
          <div key={id} className="dashboard-section" data-section={id}>
            {inSection.map((widget) => <WidgetCard key={widget.id} widget={widget} />)}
          </div>
        );
      })}
    </section>
  );
}
