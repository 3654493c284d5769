import { describe, expect, it } from 'vitest';
import { RegistryFileError, resolveVariant, validateRegistryFile } from './registry-file';

describe('registry.json', () => {
  const file = validateRegistryFile({
    variants: {
      us: { plugins: ['common.home/area', { id: 'common.documents/area', config: { flat: true } }], flags: { a: false }, timeZone: 'America/New_York' },
      br: { extends: 'us', plugins: ['br.cnd', { id: 'common.documents/area', config: { flat: false } }], flags: { a: true }, shell: { hideReportIssue: true } },
    },
  });

  it('flattens a variant with the one it extends (feature ids and plugin ids alike); later config and flags win', () => {
    expect(resolveVariant(file, 'br')).toEqual({
      variant: 'br',
      plugins: [{ id: 'common.home/area' }, { id: 'common.documents/area', config: { flat: false } }, { id: 'br.cnd' }],
      features: ['common.home', 'common.documents', 'br.cnd'],
      flags: { a: true },
      shell: { hideReportIssue: true },
      timeZone: 'America/New_York',
    });
  });

  it("takes a variant's time zone from the variant it extends, and UTC where none names one", () => {
    const zoned = validateRegistryFile({ variants: { us: { plugins: [] }, br: { extends: 'us', plugins: [], timeZone: 'America/Sao_Paulo' } } });
    expect(resolveVariant(zoned, 'br').timeZone).toBe('America/Sao_Paulo');
    expect(resolveVariant(zoned, 'us').timeZone).toBe('UTC');
  });

  it('names the unknown variant and the known ones', () => {
    expect(() => resolveVariant(file, 'ar')).toThrow('registry.json has no variant "ar" (known: us, br)');
  });

  it('reports every schema problem with its path', () => {
    let message = '';
    try {
      validateRegistryFile({ variants: { x: { plugins: ['Bad Id', 'nodot'], flags: { f: 'yes' }, shell: { hideEverything: true }, extra: 1, extends: 'nope', timeZone: 'Mars/Olympus' } } });
    } catch (e) {
      expect(e).toBeInstanceOf(RegistryFileError);
      message = (e as Error).message;
    }
    expect(message).toContain('variants.x.extra is not a known property');
    expect(message).toContain('variants.x.extends names an unknown variant "nope"');
    expect(message).toContain('variants.x.plugins[0] is not a plugin id');
    expect(message).toContain('variants.x.plugins[1] is not a plugin id like "common.home/area" nor a feature id like "br.boxe"');
    expect(message).toContain('variants.x.flags.f must be a boolean');
    expect(message).toContain('variants.x.shell.hideEverything is not a known option');
    expect(message).toContain('variants.x.timeZone is not a time zone like "America/Sao_Paulo"');
  });

  it('detects a variant that extends itself', () => {
    const loop = validateRegistryFile({ variants: { a: { extends: 'b', plugins: [] }, b: { extends: 'a', plugins: [] } } });
    expect(() => resolveVariant(loop, 'a')).toThrow(/extends itself/);
  });
});
