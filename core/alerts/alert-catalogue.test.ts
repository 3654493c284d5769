import { describe, expect, it } from 'vitest';
import { ConflictingContributionError, UnknownAlertError } from '@portico/kernel/errors';
import { AlertCatalogue, STICKY_ALERT } from './alert-catalogue';
import { AlertService } from './alert-service';

describe('alert catalogue', () => {
  it("knows core's alerts and what features define; an unknown key names the alert and who raised it", () => {
    const service = new AlertService();
    expect(() => service.raise('clientListErrorMsg')).not.toThrow();
    expect(() => service.raise('sendDocsErrorMsg')).toThrow(UnknownAlertError);
    expect(() => service.as('plugin "acme.timesheets/action"').raise('timesheetSaved')).toThrow(
      'Alert "timesheetSaved" is not registered by core or an enabled feature (raised by plugin "acme.timesheets/action")',
    );
    service.catalogue.define('acme.timesheets', 'acme.timesheets', { timesheetSaved: { type: 'success', ...STICKY_ALERT } });
    service.as('plugin "acme.timesheets/action"').raise('timesheetSaved');
    expect(service.state.alerts.map((a) => [a.msg, a.ns])).toEqual([['alerts.clientListErrorMsg', 'shell'], ['alerts.timesheetSaved', 'acme.timesheets']]);
    expect(new Set(service.state.alerts.map((a) => a.id)).size).toBe(2);
  });

  it('refuses a key two contributors define', () => {
    const catalogue = new AlertCatalogue();
    catalogue.define('acme.a', 'acme.a', { saved: { type: 'success', ...STICKY_ALERT } });
    expect(() => catalogue.define('acme.b', 'acme.b', { saved: { type: 'success', ...STICKY_ALERT } })).toThrow(ConflictingContributionError);
    expect(() => catalogue.define('acme.b', 'acme.b', { servererror: { type: 'danger', ...STICKY_ALERT } })).toThrow(
      'Features "core" and "acme.b" both contribute alert "servererror"',
    );
  });
});
