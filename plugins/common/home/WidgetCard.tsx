import { useEffect, useContext, createContext } from 'react';
import { useTranslation } from 'react-i18next';
import { PluginSkeleton, PluginSlot, useKernel, type WidgetManifest } from '@portico/plugin';

/** Counts widgets still loading their module, for the dashboard header's loading indicator. */
export const WidgetLoadingContext = createContext<((delta: 1 | -1) => void) | null>(null);

function LoadingWidget() {
  const report = useContext(WidgetLoadingContext);
  useEffect(() => {
    report?.(1);
    return () => report?.(-1);
  }, [report]);
  return <PluginSkeleton />;
}

/** Says which widget failed, by title and type, so a broken one reads at a glance while the others work. */
function WidgetErrorCard({ widget, title, onRetry }: { widget: WidgetManifest; title: string; onRetry: () => void }) {
  const { t } = useTranslation('common.home');
  return (
    <div role="alert" className="plugin-error-card widget-error-card" data-widget-type={widget.widgetType}>
      <p>{t('widget.failed', { title, type: widget.widgetType })}</p>
      <button type="button" onClick={onRetry}>
        {t('widget.retry')}
      </button>
    </div>
  );
}

/**
 * One widget in its card, labelled by its title; a failing loader or module stays in this card. The title is
 * read without suspending (the slot loads the namespace), so one feature's missing texts hold up no other card.
 */
export function WidgetCard({ widget }: { widget: WidgetManifest }) {
  const kernel = useKernel();
  const { t } = useTranslation(kernel.plugins.namespaceOf(widget), { useSuspense: false });
  const title = t(widget.titleKey, { defaultValue: widget.widgetType });
  return (
    <article className="widget" aria-label={title} data-widget-type={widget.widgetType}>
      <PluginSlot
        manifest={widget}
        fallback={<LoadingWidget />}
        errorCard={(retry) => <WidgetErrorCard widget={widget} title={title} onRetry={retry} />}
      />
    </article>
  );
}
