import type { BackendModule, i18n } from 'i18next';
import type { Logger } from '../logging/logger';
import { CORE_NAMESPACE, DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, translationPath, type LanguageTag } from './languages';

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

/** Loads assets/{ns}/i18n/{lang}.json; a failed load is logged and the namespace stays empty. */
function fileBackend(logger: Logger, fetchImpl: typeof fetch): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      fetchImpl(translationPath(language, namespace))
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.json();
        })
        .then((data) => callback(null, data))
        .catch((error: unknown) => {
          logger.error('i18n', `Translation file ${language}/${namespace} failed to load`, error);
          callback(null, {});
        });
    },
  };
}

/**
 * The portal's translations. i18next and its React binding are loaded by init(), not with the entry: the
 * first render waits for the translation files anyway, and the library's code downloads beside them.
 */
export class I18nService {
  private i18next: i18n | undefined;
  /** Namespaces loaded together with the core one (the header's area titles). */
  private readonly preloaded = new Set<string>();

  constructor(private readonly logger: Logger, private readonly fetchImpl: typeof fetch = (...a) => fetch(...a)) {}

  /** The i18next instance, for React's provider and for plugins that translate outside components; after init(). */
  get instance(): i18n {
    if (!this.i18next) throw new Error('I18nService.instance was read before init() finished');
    return this.i18next;
  }

  async init(language: LanguageTag = DEFAULT_LANGUAGE): Promise<void> {
    const [{ default: i18next }, { initReactI18next }] = await Promise.all([import('i18next'), import('react-i18next/initReactI18next')]);
    // Kept at once, as a namespace asked for during init() joins the load in progress.
    const instance = (this.i18next = i18next.createInstance());
    await instance
      .use(fileBackend(this.logger, this.fetchImpl))
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
  }

  get language(): LanguageTag {
    return (this.i18next?.language as LanguageTag | undefined) ?? DEFAULT_LANGUAGE;
  }

  /** Namespaces to load with the core one at start (or now, when already started). */
  preload(namespaces: string[]): void {
    for (const ns of namespaces) this.preloaded.add(ns);
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
    if (tag !== this.language) await this.instance.changeLanguage(tag);
    return true;
  }
}
