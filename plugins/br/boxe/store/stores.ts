import { type ActionManifest, definePlugin } from '@portico/plugin';
import { BOXE_KINDS, type BoxeKind } from '../names';
import { companyHasBoxe } from './boxe-access';
import { storePluginId } from './store-ids';

/** Spec 001 §2: box-e/{kind}-storage under /actions; action types and icon types of §3. */
const STORES: Record<BoxeKind, { actionType: string; icon: string }> = {
  cfe: { actionType: 'cfeStorage', icon: 'cfe' },
  cte: { actionType: 'cteStorage', icon: 'cte' },
  nfce: { actionType: 'nfceStorage', icon: 'nfce' },
  nfe: { actionType: 'nfeStorage', icon: 'nfe' },
  xml: { actionType: 'xmlStorage', icon: 'storedDocuments' },
};


/** The five store actions; each shows only when the firm has ordered Box-E (the company call, cached). */
export const storeActions = BOXE_KINDS.map((kind) => definePlugin({
  id: storePluginId(kind),
  kind: 'action',
  section: 'boxESection',
  actionType: STORES[kind].actionType,
  route: `box-e/${kind}-storage`,
  icon: STORES[kind].icon,
  titleKey: `stores.${kind}.title`,
  authorize: ({ http, session }) => companyHasBoxe(http, session.state.epoch),
  load: () => import('./StoreScreen'),
  // The grid's and toolbar's texts, loaded with the screen's.
  namespaces: ['toolkit'],
}) as ActionManifest);
