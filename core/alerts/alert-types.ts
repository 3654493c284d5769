export type AlertType = 'danger' | 'info' | 'success' | 'warning';

/** Timeouts of spec 000 §9 / 001 §9; `null` keeps the alert until it is closed. */
export const ALERT_TIMEOUTS = { standard: 2500, deleteSuccess: 2800 } as const;

export interface AlertInput {
  type: AlertType;
  /** Translation key and its interpolation values. */
  msg: string;
  /** Namespace of `msg` and the modal texts; the core "portal" namespace when absent. */
  ns?: string;
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
