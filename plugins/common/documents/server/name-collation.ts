/**
 * The database collation that orders names as compareNames(locale) does (model/name-order.ts): ICU with numeric
 * digits at tertiary strength, equal names then by code units. SQLite gets them from the extension
 * server/db/collation/portico_collation.c, PostgreSQL from migration 0400; both have the same names.
 * Only Spanish and Canadian French tailor the order of the portal's languages (ñ after n; accents compared
 * from the word's end); English, Portuguese and Dutch use the root order.
 */
export const NAME_COLLATIONS = ['portico_root', 'portico_es', 'portico_fr_ca'] as const;
export type NameCollation = (typeof NAME_COLLATIONS)[number];

/** A malformed tag falls back like Intl.Collator does here, to the runtime's default (English, the root order). */
export function nameCollation(locale: string | undefined): NameCollation {
  let tag: Intl.Locale;
  try {
    tag = new Intl.Locale(locale ?? 'und');
  } catch {
    return 'portico_root';
  }
  if (tag.language === 'es') return 'portico_es';
  if (tag.language === 'fr' && tag.region === 'CA') return 'portico_fr_ca';
  return 'portico_root';
}
