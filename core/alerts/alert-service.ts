import { proxy } from 'valtio';
import { catalogueAlert, type AlertKey, type RaiseOptions } from './alert-catalogue';
import { ALERT_TIMEOUTS, type Alert, type AlertInput } from './alert-types';

export { ALERT_TIMEOUTS, type Alert, type AlertInput, type AlertType } from './alert-types';

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

  /** Adds a catalogued alert (spec 000 §8, spec 001) with its type, closeable and timeout rules. */
  raise(key: AlertKey, options?: RaiseOptions): number {
    return this.add(catalogueAlert(key, options));
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
