import { LIVE_CHAT_PAGE, SUPPORT_COUNTRIES, type SupportChannels, type SupportCountry } from '../../contract';

/** Where each country's clients write when the firm configures nothing: a mailbox per country, like the spec's. */
const DEFAULT_EMAILS: Record<SupportCountry, string> = {
  us: 'support@portico.example',
  gb: 'support.uk@portico.example',
  ca: 'support.ca@portico.example',
  nl: 'support.nl@portico.example',
  ar: 'soporte.ar@portico.example',
  br: 'suporte.br@portico.example',
  in: 'support.in@portico.example',
  au: 'support.au@portico.example',
};

/**
 * The support channels from the environment: PORTICO_SUPPORT_CHAT_URL (default: the portal's own live chat page)
 * and PORTICO_SUPPORT_EMAIL_<COUNTRY> (US, GB, CA, NL, AR, BR, IN, AU). Read once at start, like the rest of
 * the server's configuration.
 */
export function supportChannels(env: NodeJS.ProcessEnv = process.env): SupportChannels {
  const emails = Object.fromEntries(SUPPORT_COUNTRIES.map((country) =>
    [country, env[`PORTICO_SUPPORT_EMAIL_${country.toUpperCase()}`]?.trim() || DEFAULT_EMAILS[country]])) as Record<SupportCountry, string>;
  return { chatUrl: env.PORTICO_SUPPORT_CHAT_URL?.trim() || LIVE_CHAT_PAGE, emails };
}
