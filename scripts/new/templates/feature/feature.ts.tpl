import { defineFeature } from '@portico/plugin';

/**
 * __Title__ (__featureId__): its plugins, and the section of the actions overview its actions show in. The API
 * contract is contract.ts, the server module (routes, table, migration, demo seed) server/, the texts i18n/.
 * `npm run new -- __featureId__/<name> action|widget|area|dialog` adds a plugin here.
 */
export default defineFeature({
  id: '__featureId__',
  sections: { __section__: { titleKey: 'sections.__section__' } },
  plugins: [],
});
