import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@portico/plugin';
import { FormField, useForm } from '@portico/toolkit/forms';
import { MAX_DESCRIPTION_LENGTH } from '../contract';
import { ServerErrorAlert } from '../ServerErrorAlert';

/** What a submit came to: sent, or failed with the API's error code when its answer had one. */
export type SubmitOutcome = { sent: true } | { sent: false; code: string | null };

/** First screen: what went wrong. Submit stays disabled until there is text; a failure keeps the text. */
export function DescriptionScreen({ onSubmit, onClose }: { onSubmit: (description: string) => Promise<SubmitOutcome>; onClose: () => void }) {
  const { t } = useTranslation('common.support');
  const form = useForm({ description: {} });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ code: string | null } | null>(null);
  const text = useRef<HTMLTextAreaElement>(null);

  const submit = async () => {
    if (!form.valid || busy) return;
    setBusy(true);
    setFailure(null);
    const outcome = await onSubmit(form.values.description.trim());
    // On success this screen is gone; only a failure comes back here.
    if (!outcome.sent) {
      setBusy(false);
      setFailure({ code: outcome.code });
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
      {failure && <ServerErrorAlert code={failure.code} onClose={() => setFailure(null)} />}
      <FormField label={t('reportIssue.descriptionLabel')} hint={t('reportIssue.descriptionHint')} field={form.field('description')}>
        {({ onValueChange, ...input }) => (
          <textarea ref={text} {...input} rows={5} maxLength={MAX_DESCRIPTION_LENGTH} readOnly={busy} onChange={(e) => onValueChange(e.target.value)} />
        )}
      </FormField>
    </Dialog>
  );
}
