import type { FeatureFlags } from '@portico/plugin';

/** The two flags of spec 001: either one shows the new (tabbed) dashboard, otherwise the older one is used. */
export const DASHBOARD_FLAGS = { newDashboard: 'newDashboard', newBrDashboard: 'newBrDashboard' } as const;

export const showsNewDashboard = (flags: Pick<FeatureFlags, 'isEnabled'>): boolean =>
  flags.isEnabled(DASHBOARD_FLAGS.newDashboard) || flags.isEnabled(DASHBOARD_FLAGS.newBrDashboard);
