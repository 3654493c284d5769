import { defineFeature } from '@portico/plugin';
import dashboardWidget from './widget/manifest';
import { SERVICE_REQUEST_PERMISSIONS } from './permissions';
import requests from './actions/requests/manifest';
import payrollEntries from './actions/payroll-entries/manifest';
import generalRequests from './actions/general-requests/manifest';
import employeeRegistration from './actions/employee-registration/manifest';
import internRegistration from './actions/intern-registration/manifest';
import partnerRegistration from './actions/partner-registration/manifest';
import vacationNotice from './actions/vacation-notice/manifest';
import vacationCalculation from './actions/vacation-calculation/manifest';
import terminationNotice from './actions/termination-notice/manifest';
import terminationCalculation from './actions/termination-calculation/manifest';
import employeeLeave from './actions/employee-leave/manifest';
import mocks from './actions/mocks/manifest';
import inbox from './inbox/manifest';

/** Service requests to the firm (payroll entries, registrations, vacations, terminations …), in their section of the actions overview, and the firm's inbox of them. */
export default defineFeature({
  id: 'br.service-requests',
  sections: { serviceRequestSection: { titleKey: 'sections.serviceRequestSection', icon: 'entries' } },
  // What each grant decides: README.md. The server module is plugins/br/service-requests/server.
  permissions: Object.values(SERVICE_REQUEST_PERMISSIONS),
  dashboardSections: { brWidgetsSection2: { order: 20 } },
  plugins: [
    requests, payrollEntries, generalRequests, employeeRegistration, internRegistration, partnerRegistration,
    vacationNotice, vacationCalculation, terminationNotice, terminationCalculation, employeeLeave, mocks, dashboardWidget, inbox],
});
