import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { SaveProfileRequest } from '@portico/contract/profile';
import { languageEndonym } from '../../i18n/language-names';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { useService } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { Dialog } from '../../toolkit/dialog/Dialog';

const NAME_FIELDS = ['prefix', 'firstName', 'middleName', 'lastName', 'suffix'] as const;
const REQUIRED = new Set<string>(['firstName', 'lastName']);
const MAX_LENGTH = 100;

/** Profile settings (spec 000 §2): view and edit the name parts and the language; saved to the server. */
export function ProfileSettingsModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const service = useService(TOKENS.Profile, 'ProfileSettingsModal');
  const { profile } = useSnapshot(service.state);
  const [values, setValues] = useState<Record<(typeof NAME_FIELDS)[number], string>>(() => ({
    prefix: profile?.prefix ?? '',
    firstName: profile?.firstName ?? '',
    middleName: profile?.middleName ?? '',
    lastName: profile?.lastName ?? '',
    suffix: profile?.suffix ?? '',
  }));
  const [language, setLanguage] = useState(i18n.language);
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const missing = NAME_FIELDS.filter((f) => REQUIRED.has(f) && !values[f].trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (missing.length) return;
    setBusy(true);
    const request: SaveProfileRequest = {
      prefix: values.prefix.trim(),
      firstName: values.firstName.trim(),
      middleName: values.middleName.trim(),
      lastName: values.lastName.trim(),
      suffix: values.suffix.trim(),
    };
    const saved = await service.save(request);
    const languageResult = saved ? await service.saveLanguage(language) : 'failed';
    setBusy(false);
    if (saved && languageResult !== 'failed') onClose();
  };

  return (
    <Dialog
      title={t('profile.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="profile-settings-form" disabled={busy}>
            {t('common.save')}
          </button>
        </>
      }
    >
      <form id="profile-settings-form" className="profile-form" onSubmit={submit} noValidate>
        {profile?.email && (
          <p className="profile-email">
            {t('profile.email')}: <strong>{profile.email}</strong>
          </p>
        )}
        {NAME_FIELDS.map((field) => {
          const invalid = submitted && missing.includes(field);
          return (
            <div className="form-row" key={field}>
              <label htmlFor={`profile-${field}`}>
                {t(`profile.fields.${field}`)}
                {!REQUIRED.has(field) && <span className="optional"> ({t('profile.optional')})</span>}
              </label>
              <input
                id={`profile-${field}`}
                value={values[field]}
                maxLength={MAX_LENGTH}
                required={REQUIRED.has(field)}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `profile-${field}-error` : undefined}
                onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
              />
              {invalid && (
                <span id={`profile-${field}-error`} className="field-error">
                  {t('profile.required')}
                </span>
              )}
            </div>
          );
        })}
        <div className="form-row">
          <label htmlFor="profile-language">{t('language.label')}</label>
          <select id="profile-language" value={language} onChange={(event) => setLanguage(event.target.value)}>
            {SUPPORTED_LANGUAGES.map((tag) => (
              <option key={tag} value={tag} lang={tag}>
                {languageEndonym(tag)}
              </option>
            ))}
          </select>
        </div>
      </form>
    </Dialog>
  );
}
