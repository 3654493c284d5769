/** @portico/toolkit/remote: a screen's remote data and its loading, empty and error states (no stylesheet, no grid). */
export { RemoteView } from './RemoteView';
export { useRemote, type Remote, type RemoteState } from './use-remote';
