import { useTranslation } from 'react-i18next';

/** A failed write's code in the person's language (errors.<code>, or the generic text). */
export function ErrorText({ code }: { code: string | null }) {
  const { t } = useTranslation('common.esign');
  if (!code) return null;
  return <p role="alert" className="tasks-error">{t(`errors.${code}`, { defaultValue: t('errors.UNKNOWN') })}</p>;
}
