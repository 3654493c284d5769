import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Saving..." while saving; "Changes saved" once a save has happened and saving has stopped; nothing before. */
export function SavingIndicator({ saving }: { saving: boolean }) {
  const { t } = useTranslation('toolkit');
  const [hasSaved, setHasSaved] = useState(false);
  useEffect(() => {
    if (saving) setHasSaved(true);
  }, [saving]);
  const text = saving ? t('form.saving') : hasSaved ? t('form.saved') : '';
  return (
    <span className="portico-saving" role="status" aria-live="polite">
      {text}
    </span>
  );
}
