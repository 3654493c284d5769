import { defineFeature } from '@portico/plugin';

/**
 * Brazilian support files: its server module keeps br_files (server/kit/files.ts), the small-file table other br
 * features point at. Reporting issues and feedback are core.support's.
 */
export default defineFeature({
  id: 'br.support',
  plugins: [],
});
