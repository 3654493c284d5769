/**
 * The flags every portal knows, with the defaults of spec 000 §3: the browser starts with them (and the variant's
 * registry.json values), the server answers them where its flag table defines nothing else. No schema here, so
 * the portal's entry can import it without TypeBox.
 */
export interface FlagDefinition {
  id: string;
  name: string;
  description: string;
  value: boolean;
  /** Flags that must themselves be enabled for this one to count as enabled. */
  lockedBy: string[];
}

export const DEFAULT_FLAGS: readonly FlagDefinition[] = [
  { id: 'taskTools', name: 'Task tools', description: 'Task tooling in the portal', value: false, lockedBy: [] },
  { id: 'internalTools', name: 'Internal tools', description: 'Tools for internal users', value: false, lockedBy: [] },
  { id: 'invoiceTask', name: 'Invoice task', description: 'Invoice tasks', value: true, lockedBy: [] },
  { id: 'feedbackRequest', name: 'Feedback request', description: 'Submit-feedback link in help', value: false, lockedBy: [] },
];
