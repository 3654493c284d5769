import { defineFeature } from '@portico/plugin';
import page, { HIDE_DIAGNOSTIC_TOOL } from './manifest';

/** The diagnostic page (spec 000 §6 ClientCenterHideDiagnosticTool): browser, connection, clock and storage checks. */
export default defineFeature({
  id: 'common.diagnostics',
  plugins: [page],
  permissions: [HIDE_DIAGNOSTIC_TOOL],
});
