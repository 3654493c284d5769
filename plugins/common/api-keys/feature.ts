import { defineFeature } from '@portico/plugin';
import area from './manifest';

/** The firm's API keys (issue 34): its administrators make and revoke the keys its own systems call the API with. */
export default defineFeature({
  id: 'common.api-keys',
  plugins: [area],
});
