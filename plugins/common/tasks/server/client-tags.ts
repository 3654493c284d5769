import { contributionPoint, type SomeDb } from '@portico/plugin-server';

/**
 * Where the tags a firm gives its clients come from: a feature that keeps them (br.news's audience tags) contributes
 * its reader, so a bulk send can address "every client with tag X". Without one, a send names its clients.
 */
export interface ClientTagSource {
  /** The firm's tags, each with how many of its clients carry it. */
  tags(db: SomeDb, firmId: number): Promise<Array<{ tag: string; clients: number }>>;
  /** The firm's clients carrying the tag. */
  clientsWith(db: SomeDb, firmId: number, tag: string): Promise<string[]>;
}

export const CLIENT_TAGS = contributionPoint<ClientTagSource>('common.tasks/client-tags');
