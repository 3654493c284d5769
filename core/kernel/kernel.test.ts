import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../plugins/catalog';
import { createKernel } from './kernel';
import { DuplicatePluginError, MissingServiceError, UnknownPluginError } from './errors';
import { TOKENS, type Token } from './tokens';
import { Logger } from '../logging/logger';

const config = { variant: 'us', plugins: [{ id: 'core.areas/home' }], flags: { feedbackRequest: true }, shell: {}, version: 't', production: false };

describe('createKernel', () => {
  it('boots the real kernel and resolves every public token', () => {
    const kernel = createKernel({ config, catalog: CATALOG });
    for (const token of Object.values(TOKENS)) {
      expect(kernel.get(token as Token<unknown>), token.name).toBeDefined();
    }
    expect(kernel.get(TOKENS.Flags).isEnabled('feedbackRequest')).toBe(true);
    expect(kernel.plugins.areas().map((a) => a.id)).toEqual(['core.areas/home']);
  });

  it('lets a host or a test replace a service by its token name', () => {
    const logger = new Logger();
    const kernel = createKernel({ config, catalog: CATALOG, overrides: { Logger: logger } });
    expect(kernel.get(TOKENS.Logger)).toBe(logger);
  });

  it('gives each kernel its own services', () => {
    const a = createKernel({ config, catalog: CATALOG });
    const b = createKernel({ config, catalog: CATALOG });
    expect(a.get(TOKENS.Session)).not.toBe(b.get(TOKENS.Session));
  });

  it('fails clearly when the variant names an unknown plugin', () => {
    const bad = { ...config, variant: 'br', plugins: [{ id: 'core.areas/home' }, { id: 'br.actions/ghost' }] };
    expect(() => createKernel({ config: bad, catalog: CATALOG })).toThrow(UnknownPluginError);
    expect(() => createKernel({ config: bad, catalog: CATALOG })).toThrow('variant "br" names unknown plugin(s): "br.actions/ghost"');
  });

  it('refuses a plugin registered twice', () => {
    const twice = { ...config, plugins: [{ id: 'core.areas/home' }, { id: 'core.areas/home' }] };
    expect(() => createKernel({ config: twice, catalog: CATALOG })).toThrow(DuplicatePluginError);
  });

  it('names the token and the requester when a service is missing', () => {
    const kernel = createKernel({ config, catalog: CATALOG });
    const ghost = { key: Symbol.for('portico:ghost'), name: 'ghost', description: '' };
    expect(() => kernel.get(ghost, 'plugin "br.widgets/cnd"')).toThrow(MissingServiceError);
    expect(() => kernel.get(ghost, 'plugin "br.widgets/cnd"')).toThrow('Service "ghost" is not registered (needed by plugin "br.widgets/cnd")');
  });

  it('clears authorization answers when the session re-initialises', async () => {
    // Home needs a widget to show a dashboard at all; the switch is what this test flips.
    const kernel = createKernel({ config: { ...config, plugins: [...config.plugins, { id: 'br.widgets/tax-calendar' }] }, catalog: CATALOG });
    const session = kernel.get(TOKENS.Session);
    const home = kernel.plugins.get('core.areas/home')!;
    expect(await kernel.plugins.isAuthorized(home)).toBe(true);
    session.loaded({
      meta: { LongToken: '', PrismGuid: '', SessionId: '', SessionExpiresDateTime: '', FirstName: '', LastName: '', EmailAddress: '', EmulateePrismGuid: null },
      bindings: { ApplicationConfiguration: { CompanyId: 1, ContactId: null }, FeatureResourcePermissions: {}, InfrastructureAccessControls: ['ClientCenterHideDashboards'] },
    });
    await Promise.resolve();
    expect(await kernel.plugins.isAuthorized(home)).toBe(false);
  });
});
