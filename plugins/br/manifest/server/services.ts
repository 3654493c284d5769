import type { AppContext } from '@portico/plugin-server';
import { configuredSealer, type SecretSealer } from './certificates/sealer';
import { sefazSettings, type SefazSettings } from './sefaz/settings';

export interface ManifestServices {
  sefaz: SefazSettings;
  /** Null in production without PORTICO_CERTIFICATE_KEY: no certificate can be stored or opened. */
  sealer: SecretSealer | null;
}

const made = new WeakMap<AppContext, ManifestServices>();

/** The server's SEFAZ settings and certificate sealer, read once per server from its configuration. */
export function manifestServices(ctx: AppContext): ManifestServices {
  let services = made.get(ctx);
  if (!services) {
    const settings = ctx.config.settings as Record<string, string | undefined>;
    services = { sefaz: sefazSettings(settings), sealer: configuredSealer(settings, ctx.config.dataDir, ctx.config.production) };
    made.set(ctx, services);
  }
  return services;
}
