import type { firmSupportSettings } from '../../../firm-settings/server';
import { SUPPORT_COUNTRIES, type SupportChannels, type SupportCountry } from '../../contract';

/** The server's own support channels, for firms that set none: the chat address, and a mailbox per country or none. */
export interface ServerChannels {
  chatUrl: string | null;
  emails: Record<SupportCountry, string | null>;
}

/**
 * The support channels from the environment: PORTICO_SUPPORT_CHAT_URL and PORTICO_SUPPORT_EMAIL_<COUNTRY> (US,
 * GB, CA, NL, AR, BR, IN, AU). Read once at start, like the rest of the server's configuration. Nothing is
 * made up: a country without an address has none, and the portal hides the e-mail option.
 */
export function serverChannels(env: NodeJS.ProcessEnv = process.env): ServerChannels {
  const emails = Object.fromEntries(SUPPORT_COUNTRIES.map((country) =>
    [country, env[`PORTICO_SUPPORT_EMAIL_${country.toUpperCase()}`]?.trim() || null])) as Record<SupportCountry, string | null>;
  return { chatUrl: env.PORTICO_SUPPORT_CHAT_URL?.trim() || null, emails };
}

/** What a firm's administrators saved (common.firm-settings); null fields fall back to the server's. */
type FirmChannels = Awaited<ReturnType<typeof firmSupportSettings>>;

/** A firm's channels: its own, else the server's, else none (null), which the portal does not offer. */
export function channelsOf(server: ServerChannels, firm: FirmChannels): SupportChannels {
  const emails = Object.fromEntries(SUPPORT_COUNTRIES.map((c) => [c, firm.emails[c] ?? server.emails[c]])) as SupportChannels['emails'];
  return { chatUrl: firm.chatUrl ?? server.chatUrl, chatHours: firm.chatHours, emails };
}
