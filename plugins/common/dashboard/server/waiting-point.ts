import { contributionPoint, type AppContext, type Principal } from '@portico/plugin-server';
import type { WaitingItem } from '../contract';

/**
 * One thing the client must act on, as a provider lists it: what it is (`kind`, which the dashboard translates),
 * what it names (`title`: a document name, an NF-e number and issuer), when it is due (yyyy-MM-dd, or null) and
 * the portal path that opens it. The dashboard adds the providing feature's id.
 */
export type WaitingEntry = Omit<WaitingItem, 'featureId'>;

/** What a waiting-for-you provider gets: the caller (already checked against the client) and the clock. */
export interface WaitingContext {
  db: AppContext['db'];
  principal: Principal;
  clientId: string;
  now: Date;
}

/**
 * A feature's part of the "waiting for you" list; the dashboard asks every enabled feature's at once. A provider
 * first runs the same authorisation as its feature's routes: when that refuses the caller (a 403 AppError),
 * the list holds nothing from the feature.
 */
export type WaitingProvider = (ctx: WaitingContext) => Promise<readonly WaitingEntry[]>;

/** Where a feature contributes its provider: `contributes: contribute(WAITING_FOR_YOU, provider)`. */
export const WAITING_FOR_YOU = contributionPoint<WaitingProvider>('common.dashboard/waiting');
