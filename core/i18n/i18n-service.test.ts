import { describe, expect, it } from 'vitest';
import { Logger } from '../logging/logger';
import { I18nService } from './i18n-service';

/** Serves one text per file, named after the file, and records what was asked for. */
function translations() {
  const asked: string[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    asked.push(String(input));
    return Response.json({ greeting: `Olá from ${String(input)}` });
  };
  return { asked, fetchImpl };
}

describe('I18nService', () => {
  it('loads i18next itself on init: before, it answers the default language and says no texts are here', async () => {
    const { asked, fetchImpl } = translations();
    const i18n = new I18nService(new Logger(), fetchImpl);
    expect(() => i18n.instance).toThrow(/before init\(\) finished/);
    expect(i18n.language).toBe('en-us');
    expect(i18n.hasNamespace('portal')).toBe(false);
    i18n.preload(['shell']);
    await i18n.init('pt-br');
    expect(i18n.language).toBe('pt-br');
    expect(i18n.instance.t('greeting')).toBe('Olá from /assets/i18n/pt-br.json');
    expect(i18n.hasNamespace('shell')).toBe(true);
    expect(asked.sort()).toEqual(['/assets/i18n/pt-br.json', '/assets/shell/i18n/pt-br.json']);
  });

  it('a namespace asked for while init() runs joins the load', async () => {
    const { fetchImpl } = translations();
    const i18n = new I18nService(new Logger(), fetchImpl);
    const started = i18n.init('nl-nl');
    await Promise.resolve();
    i18n.preload(['help']);
    await started;
    await i18n.loadNamespace('help');
    expect(i18n.instance.t('greeting', { ns: 'help' })).toBe('Olá from /assets/help/i18n/nl-nl.json');
  });
});
