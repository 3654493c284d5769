import type { FlagContribution } from '@portico/plugin';

/** Shows the toolkit gallery action (service-request/mocks) to firm developers; off unless a variant turns it on. */
export const TOOLKIT_GALLERY_FLAG = 'toolkitGallery';

export const ACTIONS_FLAGS: FlagContribution[] = [
  {
    id: TOOLKIT_GALLERY_FLAG,
    name: 'Toolkit gallery',
    description: 'The "mocks" action: a live gallery of the toolkit inputs, masks, validators, grid and toolbar for developers of action plugins',
    value: false,
  },
];
