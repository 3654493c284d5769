import { definePlugin } from '@portico/plugin';

/**
 * "mocks": a live gallery of the toolkit (inputs, masks, validators, grid, toolbar) on example data, for firm
 * developers writing action plugins. At /actions/service-request/mocks, only while the toolkitGallery flag is on
 * (common.actions declares it, off by default).
 */
export default definePlugin({
  id: 'br.service-requests/mocks',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'mocks',
  route: 'service-request/mocks',
  icon: 'general',
  titleKey: 'mocks.title',
  // Declared by common.actions (plugins/common/actions/flags.ts), off by default.
  flags: ['toolkitGallery'],
  load: () => import('./ToolkitGallery'),
});
