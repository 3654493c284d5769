import type { FeatureFlag } from '@portico/contract/flags';
import type { HttpClient } from '../http/http-client';
import type { Logger } from '../logging/logger';
import { FeatureFlags } from './feature-flags';
import { loadServerFlags } from './server-flags';

const http = (answer: () => Promise<Response>) => ({ request: answer }) as unknown as HttpClient;
const flag = (id: string, value: boolean, lockedBy: string[] = []): FeatureFlag => ({ id, name: id, description: '', value, lockedBy, setByFirm: true });

describe('loadServerFlags', () => {
  it("takes the firm's values and locks over the build's, adds a flag only the server knows, and keeps session overrides", async () => {
    const flags = new FeatureFlags(undefined, { feedbackRequest: true });
    flags.setOverrides({ invoiceTask: true });
    const errors: string[] = [];
    await loadServerFlags(
      http(async () => Response.json({ flags: [flag('feedbackRequest', false), flag('invoiceTask', false), flag('taskTools', true, ['internalTools']), flag('firmOnly', true)] })),
      flags, { error: (_area: string, message: string) => errors.push(message) } as unknown as Logger,
    );
    expect(errors).toEqual([]);
    expect(flags.isEnabled('feedbackRequest')).toBe(false);
    // Locked by a flag that is off: off, though its own value is on.
    expect(flags.valueOf('taskTools')).toBe(true);
    expect(flags.isEnabled('taskTools')).toBe(false);
    expect(flags.isEnabled('firmOnly')).toBe(true);
    expect(flags.isEnabled('invoiceTask')).toBe(true);
    // A feature's own description stays where the server has none.
    expect(flags.list().find((f) => f.id === 'feedbackRequest')?.description).toBe('Submit-feedback link in help');
  });

  it("keeps the build's values and logs when the server cannot answer", async () => {
    const flags = new FeatureFlags(undefined, { feedbackRequest: true });
    const errors: string[] = [];
    await loadServerFlags(http(() => Promise.reject(new Error('503'))), flags, { error: (_area: string, message: string) => errors.push(message) } as unknown as Logger);
    expect(flags.isEnabled('feedbackRequest')).toBe(true);
    expect(errors).toEqual(["The firm's feature flags failed to load; the portal's defaults stay"]);
  });
});
