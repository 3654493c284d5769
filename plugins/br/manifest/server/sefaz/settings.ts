import fs from 'node:fs';

export type SefazEnvironment = 'homologation' | 'production';

/** The Ambiente Nacional's recipient-event service (NFeRecepcaoEvento4) by environment (BR-DOMAIN §2.2). */
export const EVENT_ENDPOINTS: Record<SefazEnvironment, string> = {
  homologation: 'https://hom1.nfe.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
  production: 'https://www.nfe.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
};

/** The Ambiente Nacional's NFeDistribuicaoDFe (BR-DOMAIN §2.2) and CTeDistribuicaoDFe by environment. */
export const DISTRIBUTION_ENDPOINTS: Record<SefazEnvironment, { nfe: string; cte: string }> = {
  homologation: {
    nfe: 'https://hom1.nfe.fazenda.gov.br/NFeDistribuicaoDFe/NFeDistribuicaoDFe.asmx',
    cte: 'https://hom1.cte.fazenda.gov.br/CTeDistribuicaoDFe/CTeDistribuicaoDFe.asmx',
  },
  production: {
    nfe: 'https://www1.nfe.fazenda.gov.br/NFeDistribuicaoDFe/NFeDistribuicaoDFe.asmx',
    cte: 'https://www1.cte.fazenda.gov.br/CTeDistribuicaoDFe/CTeDistribuicaoDFe.asmx',
  },
};

/** How this server reaches SEFAZ, or that it does not (the demo, a development machine). */
export interface SefazSettings {
  connected: boolean;
  /** Connected and the scheduled distribution not left to other software (PORTICO_SEFAZ_DISTRIBUTION=0). */
  distributing: boolean;
  environment: SefazEnvironment;
  /** tpAmb: 1 production, 2 homologação. */
  tpAmb: 1 | 2;
  eventUrl: string;
  /** NFeDistribuicaoDFe and CTeDistribuicaoDFe: the documents the client's CNPJ is a party of. */
  distributionUrls: { nfe: string; cte: string };
  /** Extra certificate authorities SEFAZ's server certificate chains to (ICP-Brasil's are not in Node's list). */
  ca: string[] | undefined;
  /** Time for one call, from connecting to the whole answer. */
  timeoutMs: number;
}

type Settings = Partial<Record<'PORTICO_SEFAZ' | 'PORTICO_SEFAZ_ENVIRONMENT' | 'PORTICO_SEFAZ_EVENT_URL' | 'PORTICO_SEFAZ_DISTRIBUTION' | 'PORTICO_SEFAZ_DISTRIBUTION_URL' | 'PORTICO_SEFAZ_CTE_DISTRIBUTION_URL' | 'PORTICO_SEFAZ_CA_FILE' | 'PORTICO_SEFAZ_TIMEOUT_MS', string>>;

/**
 * PORTICO_SEFAZ=1 connects (off by default: nothing is sent, and the screens say so); homologação unless
 * PORTICO_SEFAZ_ENVIRONMENT=production; PORTICO_SEFAZ_EVENT_URL, PORTICO_SEFAZ_DISTRIBUTION_URL and
 * PORTICO_SEFAZ_CTE_DISTRIBUTION_URL override the environment's endpoints.
 */
export function sefazSettings(settings: Settings): SefazSettings {
  const environment: SefazEnvironment = settings.PORTICO_SEFAZ_ENVIRONMENT === 'production' ? 'production' : 'homologation';
  const caFile = settings.PORTICO_SEFAZ_CA_FILE;
  const on = (value: string | undefined) => value === '1' || value === 'true';
  const connected = on(settings.PORTICO_SEFAZ);
  return {
    connected,
    distributing: connected && (settings.PORTICO_SEFAZ_DISTRIBUTION === undefined || on(settings.PORTICO_SEFAZ_DISTRIBUTION)),
    environment,
    tpAmb: environment === 'production' ? 1 : 2,
    eventUrl: settings.PORTICO_SEFAZ_EVENT_URL || EVENT_ENDPOINTS[environment],
    distributionUrls: {
      nfe: settings.PORTICO_SEFAZ_DISTRIBUTION_URL || DISTRIBUTION_ENDPOINTS[environment].nfe,
      cte: settings.PORTICO_SEFAZ_CTE_DISTRIBUTION_URL || DISTRIBUTION_ENDPOINTS[environment].cte,
    },
    ca: caFile ? [fs.readFileSync(caFile, 'utf8')] : undefined,
    timeoutMs: Number(settings.PORTICO_SEFAZ_TIMEOUT_MS) || 30_000,
  };
}
