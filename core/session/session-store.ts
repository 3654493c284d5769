import { proxy } from 'valtio';
import type { SessionResponse as SessionInfo } from '@portico/contract/session';
import { STORAGE_KEYS } from './token-store';

export type SessionStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export const SESSION_BINDINGS_NOT_LOADED = 'Session Bindings Not Loaded';

/** Session state only; the sign-in flows that fill it live in core/auth. */
export class SessionStore {
  readonly state = proxy<{ status: SessionStatus; info: SessionInfo | null; error: string | null; epoch: number }>({
    status: 'idle',
    info: null,
    error: null,
    epoch: 0,
  });
  private waiters: Array<() => void> = [];

  get info(): SessionInfo | null {
    return this.state.info;
  }

  /** True in a preview ("view as") session. */
  get isEmulated(): boolean {
    return Boolean(this.state.info?.meta.EmulateePrismGuid);
  }

  startLoading(): void {
    this.state.status = 'loading';
    this.state.error = null;
  }

  loaded(info: SessionInfo): void {
    this.state.info = info;
    this.state.status = 'loaded';
    this.state.epoch += 1;
    this.settle();
  }

  /**
   * Enters another of the user's linked accounts (the company route): the session's company and contact
   * become that account's, kept across reloads of the tab (its theme's load remembers the firm). The epoch stays: the session itself is the same.
   */
  enterAccount(companyId: number, contactId: string | null): void {
    const info = this.state.info;
    if (!info) return;
    info.bindings.ApplicationConfiguration.CompanyId = companyId;
    info.bindings.ApplicationConfiguration.ContactId = contactId;
    sessionStorage.setItem(STORAGE_KEYS.sessionInfo, JSON.stringify(info));
  }

  failed(reason: string = SESSION_BINDINGS_NOT_LOADED): void {
    this.state.info = null;
    this.state.status = 'failed';
    this.state.error = reason;
    this.state.epoch += 1;
    this.settle();
  }

  clear(): void {
    this.state.info = null;
    this.state.status = 'idle';
    this.state.error = null;
    this.state.epoch += 1;
  }

  /** Resolves once loading settles; rejects with "Session Bindings Not Loaded" when it failed. */
  async whenSettled(): Promise<SessionInfo> {
    if (this.state.status === 'loading') await new Promise<void>((resolve) => this.waiters.push(resolve));
    if (this.state.status === 'loaded' && this.state.info) return this.state.info;
    throw new Error(SESSION_BINDINGS_NOT_LOADED);
  }

  private settle(): void {
    const waiters = this.waiters.splice(0, this.waiters.length);
    waiters.forEach((resolve) => resolve());
  }
}
