import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Dialog, type DialogProps, TOKENS, useKernel } from '@portico/plugin';
import { FormField, useForm } from '@portico/toolkit/forms';
import { FEEDBACK_MOODS, MAX_FEEDBACK_LENGTH, SUPPORT_API, type FeedbackMood, type FeedbackRequest } from '../contract';
import { ServerErrorAlert } from '../ServerErrorAlert';
import '../support.css';

/**
 * Feedback to the firm (spec 001 §5): happy by default, a required message. It is kept on the server, where the
 * firm's staff read it; once stored the dialog says "you submitted!".
 */
export default function FeedbackDialog({ close }: DialogProps) {
  const { t } = useTranslation('common.support');
  const kernel = useKernel();
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  const form = useForm({ message: {} });
  const [mood, setMood] = useState<FeedbackMood>('happy');
  const [state, setState] = useState<'editing' | 'sending' | 'failed' | 'submitted'>('editing');
  const happy = useRef<HTMLInputElement>(null);
  const doneButton = useRef<HTMLButtonElement>(null);

  const submit = async () => {
    if (!form.valid) {
      form.touchAll();
      return;
    }
    setState('sending');
    const request: FeedbackRequest = { mood, message: form.values.message.trim(), ...(activeClientId ? { clientId: activeClientId } : {}) };
    try {
      await kernel.get(TOKENS.Http).post(SUPPORT_API.feedback, request);
      setState('submitted');
    } catch (error) {
      kernel.get(TOKENS.Logger).error('support', 'Feedback could not be sent', error);
      setState('failed');
    }
  };

  if (state === 'submitted') {
    return (
      <Dialog
        title={t('feedback.title')}
        onClose={close}
        size="small"
        initialFocus={doneButton}
        className="feedback-dialog"
        footer={<button ref={doneButton} type="button" onClick={close}>{t('feedback.close')}</button>}
      >
        <p className="feedback-submitted" role="status">{t('feedback.submitted')}</p>
      </Dialog>
    );
  }

  const sending = state === 'sending';
  return (
    <Dialog
      title={t('feedback.title')}
      onClose={close}
      initialFocus={happy}
      className="feedback-dialog"
      footer={
        <>
          <button type="button" className="secondary" onClick={close}>{t('feedback.cancel')}</button>
          <button type="button" onClick={submit} disabled={sending} aria-busy={sending || undefined}>
            {sending ? t('feedback.submitting') : t('feedback.submit')}
          </button>
        </>
      }
    >
      {state === 'failed' && <ServerErrorAlert onClose={() => setState('editing')} />}
      <fieldset className="feedback-moods">
        <legend>{t('feedback.moodLegend')}</legend>
        {FEEDBACK_MOODS.map((value) => (
          <label key={value} className="feedback-mood">
            <input
              ref={value === 'happy' ? happy : undefined}
              type="radio"
              name="feedback-mood"
              value={value}
              checked={mood === value}
              disabled={sending}
              onChange={() => setMood(value)}
            />
            <span>{t(`feedback.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <FormField label={t('feedback.messageLabel')} field={form.field('message')}>
        {({ onValueChange, ...input }) => (
          <textarea {...input} rows={5} maxLength={MAX_FEEDBACK_LENGTH} readOnly={sending} onChange={(e) => onValueChange(e.target.value)} />
        )}
      </FormField>
    </Dialog>
  );
}
