import type { WaitingItem, WaitingProvider } from '@portico/server/kit/feature';
import type { RequestStatus, RequestType } from '../contract';
import { serviceRequestsDb } from './tables';

/** The action route (below /actions) of each request type (spec 001 "Action routes"). */
const ACTION_ROUTE: Record<RequestType, string> = {
  PayrollEntry: 'payroll-entries', NoticeVacation: 'vacation-notice', NoticeTermination: 'termination-notice',
  VacationCalculation: 'vacation-calculation', TerminationCalculation: 'termination-calculation', EmployeeLeave: 'employee-leave',
  Employee: 'employee-registration', Intern: 'intern-registration', Taxpayer: 'partner-registration', Generic: 'general-requests',
};

/** Requests the firm sent back: for correction, or asking for information. */
const KIND: Partial<Record<RequestStatus, string>> = { WaitingForCorrection: 'requestCorrection', WaitingForClient: 'requestInformation' };

/** Service requests waiting for the client, for the dashboard's "waiting for you" list. */
export const serviceRequestsWaiting: WaitingProvider = async ({ db, clientId }) => {
  const rows = await serviceRequestsDb(db).selectFrom('brServiceRequests').select(['id', 'reference', 'type', 'status', 'title'])
    .where('clientId', '=', clientId).where('status', 'in', ['WaitingForCorrection', 'WaitingForClient'])
    .orderBy('updatedAt', 'asc').execute();
  return rows.map((r): WaitingItem => ({
    kind: KIND[r.status]!,
    id: r.id,
    title: r.title ? `${r.reference} · ${r.title}` : r.reference,
    dueDate: null,
    link: `/actions/service-request/${ACTION_ROUTE[r.type]}?request=${encodeURIComponent(r.id)}`,
  }));
};
