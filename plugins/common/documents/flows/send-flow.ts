import { proxy } from 'valtio';
import type { AlertService } from '@portico/plugin';
import { SHARE_ERROR_CODES } from '@portico/contract/documents';
import { MAIL_ERROR_CODES } from '@portico/contract/mail';
import type { DocumentsApi } from '../api/documents-api';
import { errorCodeOf } from '../api/api-error';
import { READ_ONLY_CODES } from './alert-texts';
import { initialSendState, sendReducer, type SendDoc, type SendEvent, type SendState } from '../model/send-machine';

/** Refusals the user can act on, said in their own words (errors.<code>); anything else is the generic failure. */
const EXPLAINED_CODES: ReadonlySet<string> = new Set([...READ_ONLY_CODES, ...MAIL_ERROR_CODES, ...SHARE_ERROR_CODES]);

/** The sender's today (yyyy-MM-dd) on their own clock: the day a date field's "tomorrow" counts from. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export interface SendDeps {
  api: DocumentsApi;
  alerts: AlertService;
  clientId: () => string | null;
}

/** Runs the send machine: the form, the send call with a share link, and its alerts. */
export class SendFlow {
  readonly state = proxy<{ machine: SendState }>({ machine: initialSendState });

  constructor(private readonly deps: SendDeps) {}

  dispatch(event: SendEvent): void {
    this.state.machine = sendReducer(this.state.machine, event);
  }

  trigger(docs: SendDoc[]): void {
    this.dispatch({ type: 'trigger', docs: docs.map((d) => ({ id: d.id, name: d.name })) });
  }

  cancel(): void {
    this.dispatch({ type: 'cancel' });
  }

  async send(): Promise<void> {
    const clientId = this.deps.clientId();
    if (!clientId) return;
    this.dispatch({ type: 'send', today: localToday() });
    const machine = this.state.machine;
    if (machine.status !== 'sending') return;
    try {
      const result = await this.deps.api.send(clientId, {
        documentIds: machine.docs.map((d) => d.id),
        recipients: machine.recipients,
        ...(machine.message ? { message: machine.message } : {}),
        ...(machine.expiresOn ? { expiresOn: machine.expiresOn } : {}),
        ...(machine.password ? { password: machine.password } : {}),
      });
      this.dispatch({ type: 'sent', result });
      this.deps.alerts.raise('sendDocsSuccessMsg', { values: { count: machine.recipients.length } });
    } catch (error) {
      const code = await errorCodeOf(error);
      this.dispatch({ type: 'errored', code });
      if (EXPLAINED_CODES.has(code)) this.deps.alerts.add({ type: 'danger', msg: `common.documents:errors.${code}`, timeout: null });
      else this.deps.alerts.raise('sendDocsErrorMsg');
    }
  }

  reset(): void {
    this.dispatch({ type: 'reset' });
  }
}
