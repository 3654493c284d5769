import { ConflictingContributionError, UnknownAlertError } from '@portico/kernel/errors';
import { ALERT_TIMEOUTS, type AlertInput, type AlertType } from './alert-types';

/**
 * How one alert behaves; its text is the translation "alerts.<key>" in the namespace of whoever contributes
 * it (core's alerts in "shell", a feature's in the feature's own namespace).
 */
export interface AlertRule {
  type: AlertType;
  closeable: boolean;
  /** Milliseconds, or null: stays until closed. */
  timeout: number | null;
  /** Clickable: the "more details" modal shows the message and item lists. */
  details?: boolean;
  /** Key (in the same namespace) of the details modal's message above the items, unless the caller gives one. */
  detailsMsg?: string;
}

export type AlertRules = Record<string, AlertRule>;

/** Closeable and gone after the standard timeout. */
export const STANDARD_ALERT = { closeable: true, timeout: ALERT_TIMEOUTS.standard } as const;
/** Closeable and kept until closed. */
export const STICKY_ALERT = { closeable: true, timeout: null } as const;

/** Core's own alerts (spec 000 §8, spec 001): clients, account and report-issue; their texts are in "shell". */
export const CORE_ALERTS = {
  // Clients (spec 000 §8).
  clientListErrorMsg: { type: 'danger', ...STICKY_ALERT },
  clientListSearchError: { type: 'danger', ...STANDARD_ALERT },
  // Account (spec 000 §5): saving the language needs a PrismGuid.
  'bm.account.service.unableToLoadUser': { type: 'danger', ...STICKY_ALERT },
  profileSaveError: { type: 'danger', ...STICKY_ALERT },
  languageSaveError: { type: 'danger', ...STICKY_ALERT },
  profileSaveSuccess: { type: 'success', ...STANDARD_ALERT },
  // Report issue submit failure (spec 001 §8).
  servererror: { type: 'danger', ...STICKY_ALERT },
} as const satisfies AlertRules;

export const CORE_ALERT_NAMESPACE = 'shell';
const CORE_OWNER = 'core';

export interface RaiseOptions {
  values?: Record<string, unknown>;
  /** Override of the rule's type where the spec makes it depend on the outcome. */
  type?: AlertType;
  /** Keys in the alert's own namespace; modalMsg replaces the rule's detailsMsg. */
  modalMsg?: string;
  modalItems?: string[];
  modalMsgLower?: string;
  modalItemsLower?: string[];
}

/** Builds the AlertService input of an alert from its rule and the namespace holding its texts. */
export function alertInput(key: string, rule: AlertRule, ns: string, options: RaiseOptions = {}): AlertInput {
  const { values, type, ...modal } = options;
  return {
    type: type ?? rule.type,
    msg: `alerts.${key}`,
    ns,
    values,
    closeable: rule.closeable,
    timeout: rule.timeout,
    ...(rule.details ? { clickAction: 'details' as const, modalMsg: rule.detailsMsg, ...modal } : {}),
  };
}

interface Entry {
  rule: AlertRule;
  ns: string;
  owner: string;
}

/** Every alert key the running portal knows: core's, plus those of the enabled features. */
export class AlertCatalogue {
  private readonly entries = new Map<string, Entry>();

  constructor() {
    this.define(CORE_OWNER, CORE_ALERT_NAMESPACE, CORE_ALERTS);
  }

  /** Adds a feature's alerts; a key another contributor already owns is a ConflictingContributionError. */
  define(owner: string, ns: string, rules: AlertRules): void {
    for (const [key, rule] of Object.entries(rules)) {
      const existing = this.entries.get(key);
      if (existing && existing.owner !== owner) throw new ConflictingContributionError('alert', key, [existing.owner, owner]);
      this.entries.set(key, { rule, ns, owner });
    }
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  /** The namespace of an alert's texts. */
  namespaceOf(key: string): string | undefined {
    return this.entries.get(key)?.ns;
  }

  /** The input of a known alert; an unknown key is an UnknownAlertError naming who raised it. */
  input(key: string, options: RaiseOptions = {}, requiredBy?: string): AlertInput {
    const entry = this.entries.get(key);
    if (!entry) throw new UnknownAlertError(key, requiredBy);
    return alertInput(key, entry.rule, entry.ns, options);
  }
}
