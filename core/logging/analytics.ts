import type { Logger } from './logger';
import { PLUGIN_OPENED_EVENT, takeEarlyOpenings, type PluginOpenedDetail } from '@portico/kernel/usage-events';

/** The infrastructure switch that turns product insight (analytics) off (spec 000 §6). */
export const DISABLE_PRODUCT_INSIGHT = 'ClientCenterDisableProductInsight';
export const PAGE_VIEW = 'pageView';
export const FEATURE_USE = 'featureUse';

/** The navigation events wouter's browser location raises (it patches pushState/replaceState). */
const NAVIGATION_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;
const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-z]{20,})$/i;

/**
 * The path as analytics records it: no query or hash (they may carry tokens or search text) and ids
 * replaced by ":id", so a page view says which screen, not which document or company.
 */
export function screenOf(pathname: string): string {
  return pathname.split('/').map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment)).join('/') || '/';
}

export interface AnalyticsOptions {
  /** Whether ClientCenterDisableProductInsight is on now (read at each event: a session switch may change it). */
  disabled: () => boolean;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  location?: () => string;
}

/**
 * Page views (route changes) and feature use (a plugin opened), queued as entries of their own types for
 * the same log endpoint. Nothing is recorded while the product-insight switch is on. Returns the stop function.
 */
export function startAnalytics(logger: Logger, options: AnalyticsOptions): () => void {
  const target = options.target ?? window;
  const location = options.location ?? (() => window.location.pathname);
  let lastScreen: string | null = null;

  const pageView = () => {
    const screen = screenOf(location());
    if (screen === lastScreen) return;
    const from = lastScreen;
    lastScreen = screen;
    if (options.disabled()) return;
    logger.record(PAGE_VIEW, screen, [{ screen, from }]);
  };
  const opened = ({ pluginId, kind }: PluginOpenedDetail) => {
    if (options.disabled()) return;
    logger.record(FEATURE_USE, pluginId, [{ pluginId, kind, screen: screenOf(location()) }]);
  };
  const featureUse = (event: Event) => opened((event as CustomEvent<PluginOpenedDetail>).detail);

  pageView();
  takeEarlyOpenings().forEach(opened);
  for (const type of NAVIGATION_EVENTS) target.addEventListener(type, pageView);
  target.addEventListener(PLUGIN_OPENED_EVENT, featureUse);
  return () => {
    for (const type of NAVIGATION_EVENTS) target.removeEventListener(type, pageView);
    target.removeEventListener(PLUGIN_OPENED_EVENT, featureUse);
  };
}
