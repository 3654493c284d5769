import { proxy } from 'valtio';
import type { Permissions } from '../permissions/permissions';
import type { SessionStore } from '../session/session-store';

export const COVID_ALERT_CONTROL = 'ClientCenterDisplayCOVIDAlert';
const dismissedKey = (contactId: string) => `cc-covid-alert-dismissed:${contactId}`;

/** The COVID notice (spec 001 §4): shown while its switch is on, until the contact dismisses it. */
export class CovidAlert {
  /** Bumped on dismissal so components re-read `visible`. */
  readonly state = proxy({ version: 0 });

  constructor(private readonly permissions: Permissions, private readonly session: SessionStore) {}

  private get contactId(): string | null {
    return this.session.info?.bindings.ApplicationConfiguration.ContactId ?? null;
  }

  get visible(): boolean {
    const contactId = this.contactId;
    if (!this.permissions.hasControl(COVID_ALERT_CONTROL) || !contactId) return false;
    return localStorage.getItem(dismissedKey(contactId)) === null;
  }

  dismiss(): void {
    const contactId = this.contactId;
    if (contactId) localStorage.setItem(dismissedKey(contactId), new Date().toISOString());
    this.state.version += 1;
  }
}
