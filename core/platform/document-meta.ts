import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useKernel } from '../kernel/react/kernel-context';
import { TOKENS } from '../kernel/tokens';
import { PRODUCT_NAME } from '@portico/contract/portal-config';


/** The firm's name where one is known (its theme, or the one this browser applied last), else the product's. */
export function useSiteName(): string {
  const { theme } = useSnapshot(useKernel().get(TOKENS.Theme).state);
  return theme?.companyName || PRODUCT_NAME;
}

/** "pt-br" -> "pt-BR": the form <html lang> and assistive technology expect. */
export const htmlLang = (language: string) => language.replace(/-([a-z]{2})$/i, (_, region: string) => `-${region.toUpperCase()}`);

/** <html lang> follows the portal's language, whenever it changes. */
export function useDocumentLanguage(): void {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const language = i18n.language;
  useEffect(() => {
    if (language) document.documentElement.lang = htmlLang(language);
  }, [language]);
}

/** The page title names the screen, then the firm: "Documentos · Horizonte Contabilidade"; without a screen, the firm alone. */
export function useDocumentTitle(screen: string | null | undefined): void {
  const site = useSiteName();
  useEffect(() => {
    document.title = screen ? `${screen} · ${site}` : site;
  }, [screen, site]);
}
