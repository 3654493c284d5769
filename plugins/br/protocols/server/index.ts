import { defineServerFeature } from '@portico/server/kit/feature';
import { BR_DEMO_BEFORE_SPLIT, BR_DEMO_CONTACT_EMAIL, brazilDemoStep } from '@portico/server/kit/brazil-demo';
import { protocolRoutes } from './routes';
import { seedProtocols } from './seed';
import * as brProtocols from './migrations/0110_br_protocols';

/** Delivery protocols: proof that the firm delivered a document, and when the client read it. */
export default defineServerFeature({
  id: 'br.protocols',
  routes: protocolRoutes,
  migrations: { '0110_br_protocols': brProtocols },
  seed: brazilDemoStep('br.protocols', (ctx) => seedProtocols(ctx, BR_DEMO_CONTACT_EMAIL), BR_DEMO_BEFORE_SPLIT),
  tables: ['br_protocols'],
});
