import type { BackendModule, i18n } from 'i18next';
import { initReactI18next } from 'react-i18next/initReactI18next';
import type { Logger } from '../logging/logger';
import { API } from '@portico/contract/api-paths';
import { CORE_NAMESPACE, DEFAULT_LANGUAGE, MAX_BUNDLED_NAMESPACES, SUPPORTED_LANGUAGES, translationPath, type LanguageTag } from './languages';

const LANGUAGE_FORMAT = /^[a-z]{2}(-[a-z]{2})?$/i;

/** Normalises a language string; null (with a console error) when it is malformed or unsupported. */
export function parseLanguage(value: string): LanguageTag | null {
  if (!LANGUAGE_FORMAT.test(value)) {
    console.error(`Language "${value}" is not a two-letter code optionally followed by a hyphen and two letters`);
    return null;
  }
  const tag = value.toLowerCase();
  const match = SUPPORTED_LANGUAGES.find((l) => l === tag || l.split('-')[0] === tag);
  if (!match) {
    console.error(`Language "${value}" is not supported`);
    return null;
  }
  return match;
}

/** Reads assets/{ns}/i18n/{lang}.json through `readFile`; a failed load is logged and the namespace stays empty. */
function fileBackend(logger: Logger, readFile: (path: string) => Promise<unknown>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      readFile(translationPath(language, namespace))
        .then((data) => callback(null, data as Record<string, unknown>))
        .catch((error: unknown) => {
          logger.error('i18n', `Translation file ${language}/${namespace} failed to load`, error);
          callback(null, {});
        });
    },
  };
}

/**
 * The portal's translations. i18next is loaded by init(), not with the entry: the first render waits for the
 * translation files anyway, and the library's code downloads beside them. Its React binding (a few hundred bytes,
 * in a chunk the page preloads) comes with the entry: as an import of its own it took one of the browser's six
 * connections while the first screen's requests queued. The files init() will ask for are requested as it
 * starts, not once that code has arrived.
 */
export class I18nService {
  private i18next: i18n | undefined;
  /** Namespaces loaded together with the core one (the header's area titles). */
  private readonly preloaded = new Set<string>();
  /** Files requested before i18next asked for them (path -> their parsed content); each is taken once. */
  private readonly early = new Map<string, Promise<unknown>>();
  /** The language init() loads, from its call until it has finished. */
  private starting: LanguageTag | undefined;
  /** init()'s work: a language change asked for meanwhile (the profile can answer first) waits for it. */
  private started: Promise<void> | undefined;

  constructor(private readonly logger: Logger, private readonly fetchImpl: typeof fetch = (...a) => fetch(...a)) {}

  /** The i18next instance, for React's provider and for plugins that translate outside components; after init(). */
  get instance(): i18n {
    if (!this.i18next) throw new Error('I18nService.instance was read before init() finished');
    return this.i18next;
  }

  init(language: LanguageTag = DEFAULT_LANGUAGE): Promise<void> {
    this.started = this.start(language);
    return this.started;
  }

  private async start(language: LanguageTag): Promise<void> {
    this.starting = language;
    this.requestEarly([CORE_NAMESPACE, ...this.preloaded]);
    const { default: i18next } = await import('i18next');
    // Kept at once, as a namespace asked for during init() joins the load in progress.
    const instance = (this.i18next = i18next.createInstance());
    await instance
      .use(fileBackend(this.logger, (path) => this.takeEarly(path) ?? this.readFile(path)))
      .use(initReactI18next)
      .init({
        lng: language,
        lowerCaseLng: true,
        fallbackLng: false,
        load: 'currentOnly',
        ns: [CORE_NAMESPACE, ...this.preloaded],
        defaultNS: CORE_NAMESPACE,
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      });
    this.starting = undefined;
  }

  private readFile(path: string): Promise<unknown> {
    return this.fetchImpl(path).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    });
  }

  /**
   * While init() waits for i18next's code, its files are on their way: several in one request (the server's
   * bundle), so that they take one of the browser's connections, not one each. A namespace the bundle lacks, or
   * a bundle that failed (an older server, offline without it in the worker's cache), is asked for on its own.
   */
  private requestEarly(namespaces: Iterable<string>): void {
    const language = this.starting;
    if (!language) return;
    const wanted = [...new Set(namespaces)].filter((ns) => !this.early.has(translationPath(language, ns)));
    if (wanted.length === 0) return;
    const bundle = wanted.length > 1 && wanted.length <= MAX_BUNDLED_NAMESPACES ? this.readBundle(language, wanted) : undefined;
    for (const ns of wanted) {
      const path = translationPath(language, ns);
      const file = bundle
        ? bundle.then((texts) => texts[ns] ?? this.readFile(path), () => this.readFile(path))
        : this.readFile(path);
      file.catch(() => undefined); // reported when i18next takes it
      this.early.set(path, file);
    }
  }

  private readBundle(language: LanguageTag, namespaces: string[]): Promise<Record<string, unknown>> {
    const query = new URLSearchParams({ lang: language, ns: namespaces.join(',') });
    return this.readFile(`${API.translationBundle}?${query}`) as Promise<Record<string, unknown>>;
  }

  private takeEarly(path: string): Promise<unknown> | undefined {
    const file = this.early.get(path);
    this.early.delete(path);
    return file;
  }

  get language(): LanguageTag {
    return (this.i18next?.language as LanguageTag | undefined) ?? this.starting ?? DEFAULT_LANGUAGE;
  }

  /** Namespaces to load with the core one at start (or now, when already started). */
  preload(namespaces: string[]): void {
    for (const ns of namespaces) this.preloaded.add(ns);
    this.requestEarly(namespaces);
    if (this.i18next?.isInitialized) void this.i18next.loadNamespaces([...this.preloaded]);
  }

  /** Whether a namespace's texts are here already (for the current language). */
  hasNamespace(ns: string): boolean {
    return this.i18next?.hasLoadedNamespace(ns) ?? false;
  }

  /** Makes a plugin's namespace available before it renders. */
  loadNamespace(ns: string): Promise<void> {
    return this.instance.loadNamespaces(ns);
  }

  async changeLanguage(value: string): Promise<boolean> {
    const tag = parseLanguage(value);
    if (!tag) return false;
    await this.started;
    if (tag !== this.language) await this.instance.changeLanguage(tag);
    return true;
  }
}
