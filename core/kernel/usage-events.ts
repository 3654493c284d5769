/**
 * A window event the kernel raises when a plugin (area, action or dialog) opens; analytics records it as
 * feature use. An event, so the kernel neither imports nor waits for the analytics code (loaded after sign-in).
 */
export const PLUGIN_OPENED_EVENT = 'portico:plugin-opened';

export interface PluginOpenedDetail {
  pluginId: string;
  kind: string;
}

/** Openings before analytics listened (the area in the address renders while its code still loads). */
const early: PluginOpenedDetail[] = [];
let heard = false;

export function announcePluginOpened(detail: PluginOpenedDetail): void {
  if (!heard && early.length < 20) early.push(detail);
  window.dispatchEvent(new CustomEvent<PluginOpenedDetail>(PLUGIN_OPENED_EVENT, { detail }));
}

/** For analytics as it starts: the openings nobody heard yet; later ones come only as events. */
export function takeEarlyOpenings(): PluginOpenedDetail[] {
  heard = true;
  return early.splice(0, early.length);
}
