import { coreDb, featureErrors, infrastructureControlsOf, permissionsOf, type Principal, type SomeDb } from '@portico/plugin-server';
import { DOCUMENT_REQUEST_KIND, TASK_ERROR_CODES } from '../contract';

/** The spec's other kinds, as their plugins store them. */
const E_SIGNATURE = 'e-signature';
const INVOICE = 'invoice';

const errors = featureErrors(TASK_ERROR_CODES);

/** The switch that hides each kind from clients (spec 000); a kind without one is always shown. */
const KIND_SWITCHES: Record<string, string> = {
  [DOCUMENT_REQUEST_KIND]: 'ClientCenterHideDocRequestTask', [E_SIGNATURE]: 'ClientCenterHideEsignTask', [INVOICE]: 'ClientCenterHideInvoiceTask',
};

/**
 * What a client contact may see of tasks, for the routes and the "waiting for you" items alike (spec 000: tasks show
 * only if not hidden by their switch and AllDocsOnly is not granted): 403 TASKS_HIDDEN, else the kinds their
 * switches hide.
 */
export async function clientTaskAccess(db: SomeDb, principal: Principal): Promise<{ hiddenKinds: string[] }> {
  const [grants, controls] = await Promise.all([
    permissionsOf(coreDb(db), principal.effectiveUserId),
    infrastructureControlsOf(coreDb(db), principal.companyId),
  ]);
  if (grants.ClientCenter?.AllDocsOnly === 'Granted' || controls.includes('ClientCenterHideTasks')) {
    throw errors.forbidden('TASKS_HIDDEN', 'Tasks are not shown to this user');
  }
  return { hiddenKinds: Object.entries(KIND_SWITCHES).filter(([, name]) => controls.includes(name)).map(([kind]) => kind) };
}
