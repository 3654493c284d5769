import type { RequestType } from '../contract';

/** The action route (below /actions) where each request type is worked on (spec 001 "Action routes"). */
export const REQUEST_ACTION_ROUTE: Record<RequestType, string> = {
  PayrollEntry: 'service-request/payroll-entries',
  NoticeVacation: 'service-request/vacation-notice',
  NoticeTermination: 'service-request/termination-notice',
  VacationCalculation: 'service-request/vacation-calculation',
  TerminationCalculation: 'service-request/termination-calculation',
  EmployeeLeave: 'service-request/employee-leave',
  Employee: 'service-request/employee-registration',
  Intern: 'service-request/intern-registration',
  Taxpayer: 'service-request/partner-registration',
  Generic: 'service-request/general-requests',
};

/** The portal path that opens one request. */
export const requestLink = (type: RequestType, requestId: string) => `/actions/${REQUEST_ACTION_ROUTE[type]}?request=${encodeURIComponent(requestId)}`;
