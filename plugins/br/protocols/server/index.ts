import { defineServerFeature } from '@portico/plugin-server';
import { brazilDemo } from '@portico/br-kit/server';
import { protocolRoutes, staffProtocolRoutes } from './routes';
import { seedProtocols } from './seed';
import * as brProtocols from './migrations/0110_br_protocols';
import * as brProtocolFilings from './migrations/0111_br_protocol_filings';

/** Filing receipts: the authority's protocol of each obligation the firm delivered for a client, with its PDF; the firm's staff publish them. */
export default defineServerFeature({
  id: 'br.protocols',
  routes: [protocolRoutes, staffProtocolRoutes],
  migrations: { '0110_br_protocols': brProtocols, '0111_br_protocol_filings': brProtocolFilings },
  // A new step name: databases that ran the old delivery-note demo get the filing receipts too (0111 dropped the old rows).
  seed: {
    name: 'br.protocols/filings',
    async run(base) {
      const ctx = await brazilDemo(base);
      if (ctx) await seedProtocols(ctx);
    },
  },
  tables: ['br_protocols'],
});
