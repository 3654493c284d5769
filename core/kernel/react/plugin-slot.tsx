import { Component, lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PluginLoadError } from '../errors';
import type { PluginManifest, PluginProps } from '../plugin';
import { announcePluginOpened } from '../usage-events';
import { TOKENS } from '../tokens';
import { PluginKernelScope, useKernel } from './kernel-context';
import { tracked } from '../settled';
import { useSettled } from './use-settled';
import type { PluginRegistry } from '../plugin-registry';
import type { I18nService } from '../../i18n/i18n-service';

interface BoundaryProps {
  pluginId: string;
  onError: (error: Error) => void;
  fallback: (error: Error, retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Contains one plugin: its render or load failure stays in its own slot. */
class PluginErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(error);
  }

  retry = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}

export function PluginErrorCard({ pluginId, onRetry }: { pluginId: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="plugin-error-card" data-plugin-id={pluginId}>
      <p>{t('kernel.pluginFailed')}</p>
      <button type="button" onClick={onRetry}>
        {t('kernel.retry')}
      </button>
    </div>
  );
}

export function PluginSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="plugin-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('kernel.loading')}</span>
      <div className="skeleton-line" />
      <div className="skeleton-line short" />
    </div>
  );
}

/** A plugin's code and every namespace it reads, loading together. */
const preparing = (registry: PluginRegistry, i18n: I18nService, manifest: PluginManifest) =>
  Promise.all([registry.load(manifest), ...registry.namespacesOf(manifest).map((ns) => i18n.loadNamespace(ns))]);

/**
 * Starts loading a plugin's code and texts and says when they are here. A slot rendered from then on shows the
 * plugin at once: one that suspends shows its fallback, and React holds back each reveal after a fallback (up to
 * 300 ms). A failed load counts as done too: the slot then loads again and shows its error card.
 */
export function usePluginPrepared(manifest: PluginManifest | undefined): boolean {
  const kernel = useKernel();
  const registry = kernel.plugins;
  const i18n = kernel.get(TOKENS.I18n);
  const prepared = useMemo(
    () => (manifest ? tracked(preparing(registry, i18n, manifest).then(() => undefined, () => undefined)) : undefined),
    [manifest, registry, i18n],
  );
  return useSettled(prepared) !== undefined || manifest === undefined;
}

/**
 * Renders a plugin's lazily loaded component, with its feature's translations, inside its own error boundary
 * and Suspense fallback. Below the slot the kernel is the plugin's view, so a missing service or an unknown
 * alert names the plugin. Retry drops the cached module so a failed chunk download is attempted again.
 */
export function PluginSlot({ manifest, fallback, props, errorCard }: {
  manifest: PluginManifest;
  fallback?: ReactNode;
  props?: Record<string, unknown>;
  /** Replaces the generic error card, e.g. the dashboard's, which names the widget type. */
  errorCard?: (retry: () => void) => ReactNode;
}) {
  const kernel = useKernel();
  const registry = kernel.plugins;
  const logger = kernel.get(TOKENS.Logger);
  const i18n = kernel.get(TOKENS.I18n);
  const scoped = useMemo(() => kernel.forPlugin(manifest.id), [kernel, manifest.id]);
  const [attempt, setAttempt] = useState(0);
  // Feature use for analytics: an area, action or dialog opened (widgets render with their dashboard).
  useEffect(() => {
    if (manifest.kind !== 'widget') announcePluginOpened({ pluginId: manifest.id, kind: manifest.kind });
  }, [manifest.id, manifest.kind]);

  const Loaded = useMemo<ComponentType<PluginProps & Record<string, unknown>>>(
    () => {
      // Prefetched with its texts: rendered at once, without a fallback to reveal (and React's delay after it).
      const ready = registry.loaded(manifest);
      if (ready && registry.namespacesOf(manifest).every((ns) => i18n.hasNamespace(ns))) return ready.default as ComponentType<PluginProps & Record<string, unknown>>;
      return lazy(async () => {
        const [module] = await preparing(registry, i18n, manifest);
        return module as { default: ComponentType<PluginProps & Record<string, unknown>> };
      });
    },
    // A new attempt builds a new lazy component, so React imports again.
    [manifest, registry, i18n, attempt],
  );

  return (
    <PluginErrorBoundary
      key={attempt}
      pluginId={manifest.id}
      // The one log of the failure: the registry's load throws without logging, as the home area's and the
      // entry's prefetches swallow theirs (the slot loads again and reports).
      onError={(error) => logger.error('plugin', error instanceof PluginLoadError ? error.message : `Plugin "${manifest.id}" failed: ${error.message}`, error)}
      fallback={(_error, reset) => {
        const retry = () => {
          reset();
          setAttempt((n) => n + 1);
        };
        return errorCard ? errorCard(retry) : <PluginErrorCard pluginId={manifest.id} onRetry={retry} />;
      }}
    >
      <Suspense fallback={fallback ?? <PluginSkeleton />}>
        <PluginKernelScope kernel={scoped}>
          <Loaded {...props} pluginId={manifest.id} config={registry.configOf(manifest.id)} />
        </PluginKernelScope>
      </Suspense>
    </PluginErrorBoundary>
  );
}
