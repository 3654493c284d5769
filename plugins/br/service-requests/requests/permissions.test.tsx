import { createTestKernel } from '@portico/plugin/testing';
import requests from '../actions/requests/manifest';
import payrollEntries from '../actions/payroll-entries/manifest';
import generalRequests from '../actions/general-requests/manifest';
import employeeRegistration from '../actions/employee-registration/manifest';
import internRegistration from '../actions/intern-registration/manifest';
import partnerRegistration from '../actions/partner-registration/manifest';

const MINE = [requests, payrollEntries, generalRequests, employeeRegistration, internRegistration, partnerRegistration];

/** The actions a user with these grants is shown. */
async function shown(grants: string[]): Promise<string[]> {
  const kernel = await createTestKernel({ plugins: MINE, grants });
  const authorized = await kernel.plugins.authorized(kernel.plugins.actions());
  return authorized.map((a) => a.id.replace('br.service-requests/', ''));
}

describe('service-request permissions', () => {
  it('ServiceRequest.Employee, .Intern and .Partner each show their registration form', async () => {
    const none = await shown([]);
    expect(none).toContain('payroll-entries');
    expect(none).toContain('requests');
    expect(none.filter((id) => id.endsWith('-registration'))).toEqual([]);
    expect((await shown(['ServiceRequest.Employee'])).filter((id) => id.endsWith('-registration'))).toEqual(['employee-registration']);
    expect((await shown(['ServiceRequest.Intern'])).filter((id) => id.endsWith('-registration'))).toEqual(['intern-registration']);
    expect((await shown(['ServiceRequest.Partner'])).filter((id) => id.endsWith('-registration'))).toEqual(['partner-registration']);
  });

  it('ServiceRequest.Denied hides every action of the feature, whatever else is granted', async () => {
    expect(await shown(['ServiceRequest.Denied', 'ServiceRequest.Employee', 'ServiceRequest.Intern', 'ServiceRequest.Partner'])).toEqual([]);
  });
});
