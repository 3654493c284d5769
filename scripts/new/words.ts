import { SUPPORTED_LANGUAGES, type LanguageTag } from '@portico/core/i18n/languages';

/**
 * The generic words of the generated screens, in the portal's eight languages. A feature's and a plugin's
 * title are its name as given (`human()`), the same in every language until someone translates them.
 */
type Word =
  | 'intro' | 'loading' | 'empty' | 'failed' | 'retry' | 'noClient' | 'description' | 'quantity' | 'date'
  | 'add' | 'saving' | 'saveFailed' | 'placeholder';

const ENGLISH: Record<Word, string> = {
  intro: 'Entries of the selected client company.',
  loading: 'Loading entries…',
  empty: 'No entries yet.',
  failed: 'The entries could not be loaded.',
  retry: 'Try again',
  noClient: 'Choose a client company to see its entries.',
  description: 'Description',
  quantity: 'Quantity',
  date: 'Date',
  add: 'Add entry',
  saving: 'Saving…',
  saveFailed: 'The entry could not be saved.',
  placeholder: 'This plugin is ready to be built.',
};

const WORDS: Record<LanguageTag, Record<Word, string>> = {
  'en-us': ENGLISH,
  'en-gb': ENGLISH,
  'en-au': ENGLISH,
  'en-ca': ENGLISH,
  'es-ar': {
    intro: 'Registros de la empresa cliente seleccionada.',
    loading: 'Cargando registros…',
    empty: 'Todavía no hay registros.',
    failed: 'No se pudieron cargar los registros.',
    retry: 'Reintentar',
    noClient: 'Elegí una empresa cliente para ver sus registros.',
    description: 'Descripción',
    quantity: 'Cantidad',
    date: 'Fecha',
    add: 'Agregar registro',
    saving: 'Guardando…',
    saveFailed: 'No se pudo guardar el registro.',
    placeholder: 'Este complemento está listo para desarrollar.',
  },
  'pt-br': {
    intro: 'Registros da empresa cliente selecionada.',
    loading: 'Carregando registros…',
    empty: 'Ainda não há registros.',
    failed: 'Não foi possível carregar os registros.',
    retry: 'Tentar novamente',
    noClient: 'Escolha uma empresa cliente para ver os registros.',
    description: 'Descrição',
    quantity: 'Quantidade',
    date: 'Data',
    add: 'Adicionar registro',
    saving: 'Salvando…',
    saveFailed: 'Não foi possível salvar o registro.',
    placeholder: 'Este plugin está pronto para ser desenvolvido.',
  },
  'fr-ca': {
    intro: 'Entrées de l’entreprise cliente sélectionnée.',
    loading: 'Chargement des entrées…',
    empty: 'Aucune entrée pour l’instant.',
    failed: 'Impossible de charger les entrées.',
    retry: 'Réessayer',
    noClient: 'Choisissez une entreprise cliente pour voir ses entrées.',
    description: 'Description',
    quantity: 'Quantité',
    date: 'Date',
    add: 'Ajouter une entrée',
    saving: 'Enregistrement…',
    saveFailed: 'Impossible d’enregistrer l’entrée.',
    placeholder: 'Ce module est prêt à être développé.',
  },
  'nl-nl': {
    intro: 'Items van het geselecteerde klantbedrijf.',
    loading: 'Items laden…',
    empty: 'Nog geen items.',
    failed: 'De items konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    noClient: 'Kies een klantbedrijf om de items te zien.',
    description: 'Omschrijving',
    quantity: 'Aantal',
    date: 'Datum',
    add: 'Item toevoegen',
    saving: 'Opslaan…',
    saveFailed: 'Het item kon niet worden opgeslagen.',
    placeholder: 'Deze plug-in is klaar om verder te bouwen.',
  },
};

/** Which words each screen template uses, besides its title. */
export const TEMPLATE_WORDS = {
  entries: ['intro', 'loading', 'empty', 'failed', 'retry', 'noClient', 'description', 'quantity', 'date', 'add', 'saving', 'saveFailed'],
  widget: ['loading', 'empty', 'failed', 'retry', 'noClient', 'quantity'],
  dialog: ['intro', 'noClient', 'description', 'quantity', 'add', 'saving', 'saveFailed'],
  plain: ['placeholder'],
  'plain-dialog': ['placeholder'],
} as const satisfies Record<string, readonly Word[]>;

export type ScreenTemplate = keyof typeof TEMPLATE_WORDS;

/** A plugin's texts in one language: its title and the words its template uses. */
export function pluginTexts(language: LanguageTag, title: string, template: ScreenTemplate): Record<string, string> {
  return { title, ...Object.fromEntries(TEMPLATE_WORDS[template].map((word) => [word, WORDS[language][word]])) };
}

export const LANGUAGES: readonly LanguageTag[] = SUPPORTED_LANGUAGES;
