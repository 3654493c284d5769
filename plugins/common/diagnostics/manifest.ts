import { definePlugin, DIAGNOSTICS_ROUTE } from '@portico/plugin';

/** Spec 000 §6 switch that hides the diagnostic tool for a firm. */
export const HIDE_DIAGNOSTIC_TOOL = 'ClientCenterHideDiagnosticTool';

/** /diagnostics, linked from the account menu; not in the header navigation. */
export default definePlugin({
  id: 'common.diagnostics/page',
  kind: 'area',
  route: DIAGNOSTICS_ROUTE,
  nav: false,
  // "/" lands on the first authorised area by order: never this one while any other is there.
  order: 1000,
  titleKey: 'title',
  authorize: async ({ permissions, session }) => {
    await session.whenSettled();
    return !permissions.hasControl(HIDE_DIAGNOSTIC_TOOL);
  },
  load: () => import('./DiagnosticsPage'),
});
