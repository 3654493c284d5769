/** The languages the shipped help is written in; the portal's eight locales map onto them. */
export const HELP_LANGUAGES = ['en', 'es', 'pt', 'fr', 'nl'] as const;
export type HelpLanguage = (typeof HELP_LANGUAGES)[number];

/** "pt-br" → "pt"; anything the help is not written in reads English. */
export function helpLanguageOf(locale: string): HelpLanguage {
  const base = locale.toLowerCase().split('-')[0]!;
  return (HELP_LANGUAGES as readonly string[]).includes(base) ? (base as HelpLanguage) : 'en';
}

/** A supported locale tag ("pt-br"), or "en-us" for anything else; the shape is checked, not trusted. */
export function normaliseLocale(locale: string | undefined): string {
  const tag = (locale ?? '').toLowerCase();
  return /^[a-z]{2}-[a-z]{2}$/.test(tag) ? tag : 'en-us';
}

/** The words around the help pages. */
export interface PageTexts {
  helpCenter: string;
  searchLabel: string;
  search: string;
  resultsFor: (query: string, count: number) => string;
  noResults: string;
  emptyQuery: string;
  allArticles: string;
  related: string;
  howToTitle: string;
  howToIntro: string;
  notFound: string;
  backToHelp: string;
  privacy: string;
}

export const PAGE_TEXTS: Record<HelpLanguage, PageTexts> = {
  en: {
    helpCenter: 'Help center', searchLabel: 'Search help', search: 'Search',
    resultsFor: (q, n) => `${n === 1 ? '1 article' : `${n} articles`} for “${q}”`,
    noResults: 'No article matches. Try other words, or browse every guide below.', emptyQuery: 'Type a few words to search the help.',
    allArticles: 'All guides', related: 'Related guides', howToTitle: 'How-to guides', howToIntro: 'Step-by-step guides for each screen of the portal.',
    notFound: 'There is no such article.', backToHelp: 'All guides', privacy: 'Privacy policy',
  },
  es: {
    helpCenter: 'Centro de ayuda', searchLabel: 'Buscar en la ayuda', search: 'Buscar',
    resultsFor: (q, n) => `${n === 1 ? '1 artículo' : `${n} artículos`} para «${q}»`,
    noResults: 'Ningún artículo coincide. Pruebe otras palabras o recorra las guías de abajo.', emptyQuery: 'Escriba algunas palabras para buscar en la ayuda.',
    allArticles: 'Todas las guías', related: 'Guías relacionadas', howToTitle: 'Guías paso a paso', howToIntro: 'Guías paso a paso para cada pantalla del portal.',
    notFound: 'Ese artículo no existe.', backToHelp: 'Todas las guías', privacy: 'Política de privacidad',
  },
  pt: {
    helpCenter: 'Central de ajuda', searchLabel: 'Pesquisar na ajuda', search: 'Pesquisar',
    resultsFor: (q, n) => `${n === 1 ? '1 artigo' : `${n} artigos`} para “${q}”`,
    noResults: 'Nenhum artigo corresponde. Tente outras palavras ou veja os guias abaixo.', emptyQuery: 'Digite algumas palavras para pesquisar na ajuda.',
    allArticles: 'Todos os guias', related: 'Guias relacionados', howToTitle: 'Guias passo a passo', howToIntro: 'Guias passo a passo para cada tela do portal.',
    notFound: 'Esse artigo não existe.', backToHelp: 'Todos os guias', privacy: 'Política de privacidade',
  },
  fr: {
    helpCenter: 'Centre d’aide', searchLabel: 'Rechercher dans l’aide', search: 'Rechercher',
    resultsFor: (q, n) => `${n <= 1 ? `${n} article` : `${n} articles`} pour « ${q} »`,
    noResults: 'Aucun article ne correspond. Essayez d’autres mots ou parcourez les guides ci-dessous.', emptyQuery: 'Tapez quelques mots pour chercher dans l’aide.',
    allArticles: 'Tous les guides', related: 'Guides connexes', howToTitle: 'Guides pratiques', howToIntro: 'Des guides pas à pas pour chaque écran du portail.',
    notFound: 'Cet article n’existe pas.', backToHelp: 'Tous les guides', privacy: 'Politique de confidentialité',
  },
  nl: {
    helpCenter: 'Helpcentrum', searchLabel: 'Zoeken in de help', search: 'Zoeken',
    resultsFor: (q, n) => `${n === 1 ? '1 artikel' : `${n} artikelen`} voor „${q}”`,
    noResults: 'Geen artikel gevonden. Probeer andere woorden of bekijk de handleidingen hieronder.', emptyQuery: 'Typ een paar woorden om in de help te zoeken.',
    allArticles: 'Alle handleidingen', related: 'Verwante handleidingen', howToTitle: 'Handleidingen', howToIntro: 'Stapsgewijze handleidingen voor elk scherm van het portaal.',
    notFound: 'Dat artikel bestaat niet.', backToHelp: 'Alle handleidingen', privacy: 'Privacybeleid',
  },
};
