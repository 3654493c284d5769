import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The product's name, after the screen's in the title (the firm's name is in the page itself). */
export const PRODUCT_NAME = 'Client Center';

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

/** The page title names the screen: "Documents · Client Center"; without a screen name, the product alone. */
export function useDocumentTitle(screen: string | null | undefined): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [screen]);
}
