import { describe, expect, it } from 'vitest';
import { Logger } from '../logging/logger';
import { answerBundle } from '@portico/test/support/i18n';
import { I18nService } from './i18n-service';
import { API } from '@portico/contract/api-paths';

/** Serves one text per file, named after the file, and bundles of them as the server does; records what was asked for. */
function translations({ bundles = true } = {}) {
  const asked: string[] = [];
  const file = async (path: string) => Response.json({ greeting: `Olá from ${path}` });
  const fetchImpl: typeof fetch = async (input) => {
    const path = String(input);
    asked.push(path);
    if (!path.startsWith(API.translationBundle)) return file(path);
    return bundles ? answerBundle(path, file) : new Response('Not found', { status: 404 });
  };
  return { asked, fetchImpl };
}

const bundle = (lang: string, ns: string[]) => `${API.translationBundle}?${new URLSearchParams({ lang, ns: ns.join(',') })}`;

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
    expect(asked).toEqual([bundle('pt-br', ['portal', 'shell'])]);
  });

  it('a language change asked for while init() runs waits for it and wins (the profile can answer first)', async () => {
    const { asked, fetchImpl } = translations();
    const i18n = new I18nService(new Logger(), fetchImpl);
    const started = i18n.init('en-us');
    expect(i18n.language).toBe('en-us');
    const changed = i18n.changeLanguage('pt-BR');
    await expect(changed).resolves.toBe(true);
    await started;
    expect(i18n.language).toBe('pt-br');
    expect(i18n.instance.t('greeting')).toBe('Olá from /assets/i18n/pt-br.json');
    expect(asked).toEqual(['/assets/i18n/en-us.json', '/assets/i18n/pt-br.json']);
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

describe('I18nService translation files', () => {
  it('are requested as init() starts, before i18next has loaded, in one request, and each only once', async () => {
    const { asked, fetchImpl } = translations();
    const i18n = new I18nService(new Logger(), fetchImpl);
    i18n.preload(['shell']);
    const started = i18n.init('pt-br');
    // Synchronously: i18next's own code is still being imported.
    expect(asked).toEqual([bundle('pt-br', ['portal', 'shell'])]);
    i18n.preload(['help']); // asked for during init: requested at once too
    expect(asked).toContain('/assets/help/i18n/pt-br.json');
    await started;
    await i18n.loadNamespace('help');
    expect(i18n.instance.t('greeting', { ns: 'shell' })).toBe('Olá from /assets/shell/i18n/pt-br.json');
    expect(i18n.instance.t('greeting', { ns: 'help' })).toBe('Olá from /assets/help/i18n/pt-br.json');
    expect(asked).toHaveLength(2);
  });

  it('are asked for one by one when the bundle fails (an older server, or offline without it cached)', async () => {
    const { asked, fetchImpl } = translations({ bundles: false });
    const i18n = new I18nService(new Logger(), fetchImpl);
    i18n.preload(['shell']);
    await i18n.init('fr-ca');
    expect(i18n.instance.t('greeting', { ns: 'shell' })).toBe('Olá from /assets/shell/i18n/fr-ca.json');
    expect(asked.slice(1).sort()).toEqual(['/assets/i18n/fr-ca.json', '/assets/shell/i18n/fr-ca.json']);
  });

  it('a namespace the bundle leaves out (no file on the server) is asked for alone', async () => {
    const asked: string[] = [];
    const i18n = new I18nService(new Logger(), async (input) => {
      asked.push(String(input));
      return String(input).startsWith(API.translationBundle) ? Response.json({ portal: { greeting: 'hi' } }) : Response.json({ greeting: 'alone' });
    });
    i18n.preload(['shell']);
    await i18n.init('en-us');
    expect(i18n.instance.t('greeting')).toBe('hi');
    expect(i18n.instance.t('greeting', { ns: 'shell' })).toBe('alone');
    expect(asked.slice(1)).toEqual(['/assets/shell/i18n/en-us.json']);
  });

  it('a file that fails leaves its namespace empty and is logged', async () => {
    const logger = new Logger();
    const errors: string[] = [];
    logger.error = (_area: string, message: string) => void errors.push(message);
    const i18n = new I18nService(logger, async (input) => (String(input).includes('shell') ? new Response('', { status: 503 }) : Response.json({ greeting: 'hi' })));
    i18n.preload(['shell']);
    await i18n.init('en-us');
    expect(i18n.instance.t('greeting')).toBe('hi');
    expect(errors).toEqual(['Translation file en-us/shell failed to load']);
  });
});
