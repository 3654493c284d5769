/** @portico/toolkit/remote: the loading and error states of a screen's remote data (no stylesheet, no grid). */
export { RemoteView, type RemoteViewState } from './RemoteView';
