import { type DashboardContribution, useKernel } from '@portico/plugin';

/** A dashboard tab as an enabled feature contributed it; its title is in that feature's namespace. */
export interface Dashboard extends DashboardContribution {
  id: string;
  namespace: string;
}

/** The dashboards (tabs) the enabled features contribute, in their order. */
export function useDashboards(): Dashboard[] {
  const features = useKernel().plugins.enabledFeatures();
  return features
    .flatMap((feature) => Object.entries(feature.dashboards ?? {}).map(([id, d]) => ({ ...d, id, namespace: feature.namespace })))
    .sort((a, b) => a.order - b.order);
}
