import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@portico/plugin';
import { FormField, useForm } from '@portico/toolkit/forms';
import { MAX_DESCRIPTION_LENGTH } from '../contract';
import { ServerErrorAlert } from '../ServerErrorAlert';

/** First screen: what went wrong. Submit stays disabled until there is text; a failure keeps the text. */
export function DescriptionScreen({ onSubmit, onClose }: { onSubmit: (description: string) => Promise<boolean>; onClose: () => void }) {
  const { t } = useTranslation('core.support');
  const form = useForm({ description: {} });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);

  const submit = async () => {
    if (!form.valid || busy) return;
    setBusy(true);
    setFailed(false);
    const sent = await onSubmit(form.values.description.trim());
    // On success this screen is gone; only a failure comes back here.
    if (!sent) {
      setBusy(false);
      setFailed(true);
    }
  };

  return (
    <Dialog
      title={t('reportIssue.title')}
      onClose={onClose}
      initialFocus={text}
      className="report-issue-dialog"
      footer={
        <>
          <button type="button" className="secondary" onClick={onClose}>{t('reportIssue.cancel')}</button>
          <button type="button" onClick={submit} disabled={!form.valid || busy} aria-busy={busy || undefined}>
            {busy ? t('reportIssue.submitting') : t('reportIssue.submit')}
          </button>
        </>
      }
    >
      <p>{t('reportIssue.intro')}</p>
      {failed && <ServerErrorAlert onClose={() => setFailed(false)} />}
      <FormField label={t('reportIssue.descriptionLabel')} hint={t('reportIssue.descriptionHint')} field={form.field('description')}>
        {({ onValueChange, ...input }) => (
          <textarea ref={text} {...input} rows={5} maxLength={MAX_DESCRIPTION_LENGTH} readOnly={busy} onChange={(e) => onValueChange(e.target.value)} />
        )}
      </FormField>
    </Dialog>
  );
}
