import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageEndonym } from '../../i18n/language-names';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { useService } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { Dialog } from '../../toolkit/dialog/Dialog';

/** Language selector (spec 000 §2): a select of the supported languages, Save and Cancel. */
export function LanguageModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const profile = useService(TOKENS.Profile, 'LanguageModal');
  const [language, setLanguage] = useState(i18n.language);
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  const save = async () => {
    setBusy(true);
    const result = await profile.saveLanguage(language);
    setBusy(false);
    if (result !== 'failed') onClose();
  };

  return (
    <Dialog
      title={t('language.title')}
      onClose={onClose}
      size="small"
      footer={
        <>
          <button type="button" className="secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" onClick={save} disabled={busy}>
            {t('common.save')}
          </button>
        </>
      }
    >
      <label htmlFor={selectId}>{t('language.label')}</label>
      <select id={selectId} value={language} onChange={(event) => setLanguage(event.target.value)}>
        {SUPPORTED_LANGUAGES.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {languageEndonym(tag)}
          </option>
        ))}
      </select>
    </Dialog>
  );
}
