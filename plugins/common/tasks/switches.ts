/** The spec's switches the tasks read (ClientCenterHideTasks and AllDocsOnly are core's: Permissions.canSeeArea). */
export const TASK_SWITCHES = {
  /** A task has an address of its own, /tasks/{id}; without it a task opens inside the list. */
  deepLink: 'ClientCenterTaskDeepLink',
  /** Hides document requests from clients. */
  hideDocRequest: 'ClientCenterHideDocRequestTask',
  /** Hides e-signatures from clients. */
  hideEsign: 'ClientCenterHideEsignTask',
  /** Hides invoices from clients. */
  hideInvoice: 'ClientCenterHideInvoiceTask',
} as const;
