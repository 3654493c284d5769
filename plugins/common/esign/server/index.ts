import { contribute, defineServerFeature } from '@portico/plugin-server';
import { TASK_KINDS } from '../../tasks/server';
import { eSignatureKind } from './kind';
import * as esign from './migrations/0350_common_esign';
import { esignRoutes } from './routes';
import { esignDemo } from './seed';

/**
 * E-signature, a task kind: the firm sends a PDF to a client's contacts; each signs with a fresh authentication; the
 * last signature seals the PDF (PAdES, the portal's certificate) into the client's documents and closes the task.
 */
export default defineServerFeature({
  id: 'common.esign',
  routes: esignRoutes,
  contributes: contribute(TASK_KINDS, eSignatureKind),
  migrations: { '0350_common_esign': esign },
  seed: esignDemo,
  tables: ['common_esign_requests', 'common_esign_signers'],
});
