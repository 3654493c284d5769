import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageEndonym } from '../i18n/language-names';
import { LanguageModal } from '../profile/screens/LanguageModal';

/** Footer with the language selector (spec 000 §2). */
export function Footer() {
  const { t, i18n } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <footer className="shell-footer">
      <button type="button" className="link-button language-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('language.current', { language: languageEndonym(i18n.language) })}
      </button>
      {open && <LanguageModal onClose={() => setOpen(false)} />}
    </footer>
  );
}
