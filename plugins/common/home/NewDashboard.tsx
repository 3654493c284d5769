import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientSwitcher, STICKY_AFTER_PX, useKernel, type WidgetManifest } from '@portico/plugin';
import type { Dashboard } from './use-dashboards';
import { WidgetCard, WidgetLoadingContext } from './WidgetCard';

/** True once the window scrolled past 30 px (spec 001: the dashboard header is sticky after 30 px). */
function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}

/** How many widgets are still loading; drives the header's loading indicator. */
function useLoadingCount() {
  const [count, setCount] = useState(0);
  const report = useCallback((delta: 1 | -1) => setCount((n) => n + delta), []);
  return [count, report] as const;
}

function DashboardTabs({ dashboards, selected, onSelect }: { dashboards: Dashboard[]; selected: string; onSelect: (id: string) => void }) {
  const { t } = useTranslation('common.home');
  const { t: title } = useTranslation(dashboards.map((d) => d.namespace), { useSuspense: false });
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = dashboards[(index + step + dashboards.length) % dashboards.length]!;
    onSelect(next.id);
    document.getElementById(`dashboard-tab-${next.id}`)?.focus();
  };
  return (
    <div className="dashboard-tabs" role="tablist" aria-label={t('dashboard.tabs')}>
      {dashboards.map((d, index) => (
        <button
          key={d.id}
          id={`dashboard-tab-${d.id}`}
          type="button"
          role="tab"
          aria-selected={d.id === selected}
          aria-controls={`dashboard-panel-${d.id}`}
          tabIndex={d.id === selected ? 0 : -1}
          onClick={() => onSelect(d.id)}
          onKeyDown={(event) => move(event, index)}
        >
          {title(d.titleKey, { ns: d.namespace })}
        </button>
      ))}
    </div>
  );
}

/**
 * The new dashboard (either dashboard flag on): a header that sticks after 30 px of scroll with the client
 * switcher, a loading indicator and a tab per dashboard; the selected tab shows its sections' widgets.
 * Every widget card loads on its own, at once: none waits for another.
 */
export function NewDashboard({ widgets, dashboards }: { widgets: WidgetManifest[]; dashboards: Dashboard[] }) {
  const { t } = useTranslation('common.home');
  const kernel = useKernel();
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const [loading, report] = useLoadingCount();
  const [selected, setSelected] = useState(dashboards[0]!.id);
  const dashboard = dashboards.find((d) => d.id === selected) ?? dashboards[0]!;
  const order = new Map(kernel.plugins.dashboardSections().map((s) => [s.id, s.order]));
  const sections = [...dashboard.sections].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));

  return (
    <section className="home-dashboard" aria-labelledby="dashboard-title">
      <header className={`dashboard-header${sticky ? ' is-sticky' : ''}`} data-sticky={sticky}>
        <h1 id="dashboard-title" className="visually-hidden">{t('dashboard.title')}</h1>
        <div className="dashboard-header-client"><ClientSwitcher /></div>
        <DashboardTabs dashboards={dashboards} selected={dashboard.id} onSelect={setSelected} />
        <span className="dashboard-loading" role="status" aria-live="polite">
          {loading > 0 && (
            <>
              <span className="spinner is-small" aria-hidden="true" />
              <span className="visually-hidden">{t('dashboard.loading')}</span>
            </>
          )}
        </span>
      </header>
      <WidgetLoadingContext.Provider value={report}>
        <div id={`dashboard-panel-${dashboard.id}`} role="tabpanel" aria-labelledby={`dashboard-tab-${dashboard.id}`} className="dashboard-panel">
          {sections.map((id) => {
            const inSection = widgets.filter((w) => w.dashboardSection === id);
            if (inSection.length === 0) return null;
            return (
              <div key={id} className="dashboard-section" data-section={id}>
                {inSection.map((widget) => <WidgetCard key={widget.id} widget={widget} />)}
              </div>
            );
          })}
        </div>
      </WidgetLoadingContext.Provider>
    </section>
  );
}
