/**
 * A language's name in that language ("Español (Argentina)"), as language pickers write it, so that a reader
 * finds their own language whatever the page's language is. From the runtime's CLDR data (Intl.DisplayNames),
 * capitalised as the name opens a list entry.
 */
export function languageEndonym(tag: string): string {
  const name = new Intl.DisplayNames([tag], { type: 'language', languageDisplay: 'standard' }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
