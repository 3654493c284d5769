import type { RequestType } from '../contract';

/** The request list (and a request's page, `?id=`), below /actions: link to it as `/${LIST_ROUTE}` from inside the actions area. */
export const LIST_ROUTE = 'service-request/requests';

/** The form of each request type, below /actions (the detail page links to it with `?id=`). */
export const FORM_ROUTES: Record<RequestType, string> = {
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
