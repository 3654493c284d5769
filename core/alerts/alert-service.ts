import { proxy } from 'valtio';
import { AlertCatalogue, type RaiseOptions } from './alert-catalogue';
import { ALERT_TIMEOUTS, type Alert, type AlertInput } from './alert-types';

export { ALERT_TIMEOUTS, type Alert, type AlertInput, type AlertType } from './alert-types';

/** The alert area's queue. Components render `state.alerts`; timers remove alerts that have a timeout. */
export class AlertService {
  readonly state = proxy<{ alerts: Alert[]; details: Alert | null }>({ alerts: [], details: null });
  /** Core's alerts and those the enabled features contribute. */
  readonly catalogue: AlertCatalogue;
  /** Who raises through this view (a plugin, see `as`), named by UnknownAlertError. */
  protected requiredBy = 'the portal';
  /** Shared with every view, so ids stay unique. */
  private readonly ids = { next: 1 };

  constructor(catalogue: AlertCatalogue = new AlertCatalogue()) {
    this.catalogue = catalogue;
  }

  /** The same queue, raising on behalf of `requiredBy` (the kernel hands each plugin its own view). */
  as(requiredBy: string): AlertService {
    const view = Object.create(this) as AlertService;
    view.requiredBy = requiredBy;
    return view;
  }

  add(input: AlertInput): number {
    const alert: Alert = { closeable: true, timeout: ALERT_TIMEOUTS.standard, ...input, id: this.ids.next++ };
    this.state.alerts.push(alert);
    if (alert.timeout !== null && alert.timeout !== undefined) {
      setTimeout(() => this.dismiss(alert.id), alert.timeout);
    }
    return alert.id;
  }

  /** Adds a known alert (core's or an enabled feature's) with its type, closeable and timeout rules. */
  raise(key: string, options?: RaiseOptions): number {
    return this.add(this.catalogue.input(key, options, this.requiredBy));
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
