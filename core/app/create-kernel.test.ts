import { describe, expect, it } from 'vitest';
import { createKernel } from './create-kernel';
import { DuplicatePluginError, MissingServiceError, UnknownPluginError, UnknownVariantFlagError } from '@portico/kernel/errors';
import { defineFeature } from '@portico/kernel/feature';
import { definePlugin } from '@portico/kernel/plugin';
import { TOKENS, type Token } from '@portico/kernel/tokens';
import { Logger } from '../logging/logger';

const load = async () => ({ default: () => null });
const home = definePlugin({ id: 'test.home/area', kind: 'area', route: 'home', nav: true, titleKey: 'title', load });
const CATALOG = [defineFeature({ id: 'test.home', plugins: [home] })];
const config = { variant: 'us', plugins: [{ id: 'test.home/area' }], flags: { feedbackRequest: true }, shell: {}, version: 't', production: false };

describe('createKernel', () => {
  it('boots the real kernel and resolves every public token', () => {
    const kernel = createKernel({ config, catalog: CATALOG });
    for (const token of Object.values(TOKENS)) {
      expect(kernel.get(token as Token<unknown>), token.name).toBeDefined();
    }
    expect(kernel.get(TOKENS.Flags).isEnabled('feedbackRequest')).toBe(true);
    expect(kernel.plugins.areas().map((a) => a.id)).toEqual(['test.home/area']);
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
    const bad = { ...config, variant: 'br', plugins: [{ id: 'test.home/area' }, { id: 'br.actions/ghost' }] };
    expect(() => createKernel({ config: bad, catalog: CATALOG })).toThrow(UnknownPluginError);
    expect(() => createKernel({ config: bad, catalog: CATALOG })).toThrow('variant "br" names unknown plugin(s): "br.actions/ghost"');
  });

  it('fails at start naming the variant and a flag that nothing defines', () => {
    const misspelt = { ...config, flags: { feedbackRequest: true, newBrDashbord: true } };
    expect(() => createKernel({ config: misspelt, catalog: CATALOG })).toThrow(UnknownVariantFlagError);
    expect(() => createKernel({ config: misspelt, catalog: CATALOG })).toThrow('registry.json variant "us" sets unknown flag(s): "newBrDashbord"');
  });

  it('accepts a flag an enabled feature defines, and refuses it when that feature is not enabled', () => {
    const withFlag = [defineFeature({ id: 'test.home', plugins: [home], flags: [{ id: 'homeBeta', description: 'Beta home' }] })];
    expect(() => createKernel({ config: { ...config, flags: { homeBeta: true } }, catalog: withFlag })).not.toThrow();
    expect(() => createKernel({ config: { ...config, plugins: [], flags: { homeBeta: true } }, catalog: withFlag })).toThrow(UnknownVariantFlagError);
  });

  it('refuses a plugin registered twice', () => {
    const twice = { ...config, plugins: [{ id: 'test.home/area' }, { id: 'test.home/area' }] };
    expect(() => createKernel({ config: twice, catalog: CATALOG })).toThrow(DuplicatePluginError);
  });

  it('names the token and the requester when a service is missing', () => {
    const kernel = createKernel({ config, catalog: CATALOG });
    const ghost = { key: Symbol.for('portico:ghost'), name: 'ghost', description: '' };
    expect(() => kernel.get(ghost, 'plugin "br.widgets/cnd"')).toThrow(MissingServiceError);
    expect(() => kernel.get(ghost, 'plugin "br.widgets/cnd"')).toThrow('Service "ghost" is not registered (needed by plugin "br.widgets/cnd")');
    // A plugin's view of the kernel (what its slot hands it) names the plugin by itself.
    expect(() => kernel.forPlugin('test.home/area').get(ghost)).toThrow('Service "ghost" is not registered (needed by plugin "test.home/area")');
  });

  it("hands a plugin's view the same services on every call (components depend on them)", () => {
    const kernel = createKernel({ config, catalog: CATALOG });
    const view = kernel.forPlugin('test.home/area');
    expect(kernel.forPlugin('test.home/area')).toBe(view);
    expect(view.get(TOKENS.Alerts)).toBe(view.get(TOKENS.Alerts));
    expect(view.get(TOKENS.Alerts).state).toBe(kernel.get(TOKENS.Alerts).state);
  });
});
