import { defineFeature } from '@portico/plugin';
import { DOCUMENT_ALERTS, DOCUMENTS_FEATURE } from './alerts';
import area from './manifest';
import staffArea from './staff/manifest';
import { CONTROL_NAMES, GRANT_NAMES } from './permissions';

/** Documents (spec 000 §7): the area, the firm's staff area, its alerts, and the switches and grants it reads. */
export default defineFeature({
  id: DOCUMENTS_FEATURE,
  plugins: [area, staffArea],
  alerts: DOCUMENT_ALERTS,
  permissions: [...Object.values(CONTROL_NAMES), ...Object.values(GRANT_NAMES)],
});
