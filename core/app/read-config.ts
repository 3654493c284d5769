import { PORTAL_CONFIG_ELEMENT_ID, type PortalConfig } from '@portico/contract/portal-config';

/** The server embeds the variant's configuration in index.html; without it the portal cannot start. */
export function readPortalConfig(doc: Document = document): PortalConfig {
  const element = doc.getElementById(PORTAL_CONFIG_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`index.html has no #${PORTAL_CONFIG_ELEMENT_ID} configuration`);
  return JSON.parse(element.textContent) as PortalConfig;
}
