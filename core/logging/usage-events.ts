/**
 * A window event the kernel raises when a plugin (area, action or dialog) opens; analytics records it as
 * feature use. An event, so the kernel neither imports nor waits for the analytics code (loaded after sign-in).
 */
export const PLUGIN_OPENED_EVENT = 'portico:plugin-opened';

export interface PluginOpenedDetail {
  pluginId: string;
  kind: string;
}

export function announcePluginOpened(detail: PluginOpenedDetail): void {
  window.dispatchEvent(new CustomEvent<PluginOpenedDetail>(PLUGIN_OPENED_EVENT, { detail }));
}
