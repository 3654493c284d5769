import { proxy } from 'valtio';

export type AlertType = 'danger' | 'info' | 'success' | 'warning';

/** Timeouts of spec 000 §9 / 001 §9; `null` keeps the alert until it is closed. */
export const ALERT_TIMEOUTS = { standard: 2500, deleteSuccess: 2800 } as const;

export interface AlertInput {
  type: AlertType;
  /** Translation key and its interpolation values. */
  msg: string;
  values?: Record<string, unknown>;
  closeable?: boolean;
  timeout?: number | null;
  /** Opens the "more details" modal when set. */
  clickAction?: 'details';
  modalMsg?: string;
  modalItems?: string[];
  modalMsgLower?: string;
  modalItemsLower?: string[];
}

export interface Alert extends AlertInput {
  id: number;
}

/** The alert area's queue. Components render `state.alerts`; timers remove alerts that have a timeout. */
export class AlertService {
  readonly state = proxy<{ alerts: Alert[]; details: Alert | null }>({ alerts: [], details: null });
  private nextId = 1;

  add(input: AlertInput): number {
    const alert: Alert = { closeable: true, timeout: ALERT_TIMEOUTS.standard, ...input, id: this.nextId++ };
    this.state.alerts.push(alert);
    if (alert.timeout !== null && alert.timeout !== undefined) {
      setTimeout(() => this.dismiss(alert.id), alert.timeout);
    }
    return alert.id;
  }

  dismiss(id: number): void {
    const index = this.state.alerts.findIndex((a) => a.id === id);
    if (index >= 0) this.state.alerts.splice(index, 1);
  }

  showDetails(id: number): void {
    this.state.details = this.state.alerts.find((a) => a.id === id) ?? null;
  }

  closeDetails(): void {
    this.state.details = null;
  }

  clear(): void {
    this.state.alerts.splice(0, this.state.alerts.length);
    this.state.details = null;
  }
}
