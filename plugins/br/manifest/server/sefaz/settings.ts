import fs from 'node:fs';

export type SefazEnvironment = 'homologation' | 'production';

/** The Ambiente Nacional's recipient-event service (NFeRecepcaoEvento4) by environment (BR-DOMAIN §2.2). */
export const EVENT_ENDPOINTS: Record<SefazEnvironment, string> = {
  homologation: 'https://hom1.nfe.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
  production: 'https://www.nfe.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
};

/** How this server reaches SEFAZ, or that it does not (the demo, a development machine). */
export interface SefazSettings {
  connected: boolean;
  environment: SefazEnvironment;
  /** tpAmb: 1 production, 2 homologação. */
  tpAmb: 1 | 2;
  eventUrl: string;
  /** Extra certificate authorities SEFAZ's server certificate chains to (ICP-Brasil's are not in Node's list). */
  ca: string[] | undefined;
  /** Time for one call, from connecting to the whole answer. */
  timeoutMs: number;
}

type Settings = Partial<Record<'PORTICO_SEFAZ' | 'PORTICO_SEFAZ_ENVIRONMENT' | 'PORTICO_SEFAZ_EVENT_URL' | 'PORTICO_SEFAZ_CA_FILE' | 'PORTICO_SEFAZ_TIMEOUT_MS', string>>;

/**
 * PORTICO_SEFAZ=1 connects (off by default: nothing is sent, and the screens say so); homologação unless
 * PORTICO_SEFAZ_ENVIRONMENT=production; PORTICO_SEFAZ_EVENT_URL overrides the environment's endpoint.
 */
export function sefazSettings(settings: Settings): SefazSettings {
  const environment: SefazEnvironment = settings.PORTICO_SEFAZ_ENVIRONMENT === 'production' ? 'production' : 'homologation';
  const caFile = settings.PORTICO_SEFAZ_CA_FILE;
  return {
    connected: settings.PORTICO_SEFAZ === '1' || settings.PORTICO_SEFAZ === 'true',
    environment,
    tpAmb: environment === 'production' ? 1 : 2,
    eventUrl: settings.PORTICO_SEFAZ_EVENT_URL || EVENT_ENDPOINTS[environment],
    ca: caFile ? [fs.readFileSync(caFile, 'utf8')] : undefined,
    timeoutMs: Number(settings.PORTICO_SEFAZ_TIMEOUT_MS) || 30_000,
  };
}
