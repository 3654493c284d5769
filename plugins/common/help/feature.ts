import { defineFeature } from '@portico/plugin';

/**
 * Help articles. The help menu is part of the shell (core/help, texts in "shell"); this feature holds the
 * server module that answers it. Its namespace carries its title.
 */
export default defineFeature({ id: 'common.help' });
