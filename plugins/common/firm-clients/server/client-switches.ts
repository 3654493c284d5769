import { contributionPoint, type SomeDb } from '@portico/plugin-server';
import type { ClientSwitch } from '../access-catalog';

/**
 * Switches kept in another feature's tables (Box-E's order per firm, its lastToggle per client): that feature
 * contributes how to read and set each, so this one writes none of its tables and offers a switch only where
 * the feature is enabled. `scope: 'firm'` reaches every client of the firm: its administrators' to change.
 */
export interface ClientSwitchProvider {
  name: ClientSwitch;
  scope: 'firm' | 'client';
  read(db: SomeDb, at: { firmId: number; clientId: string }): Promise<boolean>;
  write(db: SomeDb, at: { firmId: number; clientId: string }, on: boolean): Promise<void>;
}

export const CLIENT_SWITCHES = contributionPoint<ClientSwitchProvider>('common.firm-clients/client-switches');
