import { describe, expect, it } from 'vitest';
import { SessionStore } from '../session/session-store';
import type { SessionBindings } from '@portico/contract/session';
import { Permissions } from './permissions';

function withBindings(bindings: Partial<SessionBindings>, emulatee?: string): Permissions {
  const session = new SessionStore();
  session.loaded({
    meta: {
      LongToken: 't', PrismGuid: 'g', SessionId: 's', SessionExpiresDateTime: '', FirstName: 'A', LastName: 'B',
      EmailAddress: 'a@b.example', EmulateePrismGuid: emulatee ?? null,
    },
    bindings: { ApplicationConfiguration: { CompanyId: 1, ContactId: null }, FeatureResourcePermissions: {}, InfrastructureAccessControls: [], ...bindings },
  });
  return new Permissions(session);
}

describe('Permissions', () => {
  it('grants a feature only when its resource is "Granted"', () => {
    const p = withBindings({ FeatureResourcePermissions: { BoxE: { Access: 'Granted', Other: 'Denied' } } });
    expect(p.isGranted('BoxE.Access')).toBe(true);
    expect(p.isGranted('BoxE.Other')).toBe(false);
    expect(p.isGranted('BoxE.Missing')).toBe(false);
    expect(p.isGranted('NoDot')).toBe(false);
  });

  it('derives the client, staff and internal grants', () => {
    const client = withBindings({ FeatureResourcePermissions: { Platform: { DefaultClient: 'Granted' } } });
    expect([client.isClient, client.isStaff]).toEqual([true, false]);
    const hub = withBindings({ FeatureResourcePermissions: { Applications: { ClientCenterClientHub: 'Granted' } } });
    expect([hub.isClient, hub.isStaff, hub.isInternal]).toEqual([true, false, false]);
    // Portico has only the new client experience: its grant and switch are not names core checks.
    expect(['Platform.ccVnext', 'ClientCenterVnext'].filter((name) => hub.isKnown(name))).toEqual([]);
    const staff = withBindings({ FeatureResourcePermissions: { Applications: { ClientCenter: 'Granted' }, Internal: { DebugMode: 'Granted' } } });
    expect([staff.isStaff, staff.isClient, staff.isInternal]).toEqual([true, false, true]);
  });

  it('hides areas by switch or by AllDocsOnly', () => {
    expect(withBindings({ InfrastructureAccessControls: ['ClientCenterHideActions'] }).canSeeArea('actions')).toBe(false);
    expect(withBindings({}).canSeeArea('actions')).toBe(true);
    const allDocs = withBindings({ FeatureResourcePermissions: { ClientCenter: { AllDocsOnly: 'Granted' } } });
    expect(allDocs.canSeeArea('dashboards')).toBe(false);
  });

  it('knows a preview session by its emulatee', () => {
    expect(withBindings({}, 'guid-of-maria').isEmulated).toBe(true);
    expect(withBindings({}).isEmulated).toBe(false);
  });
});
