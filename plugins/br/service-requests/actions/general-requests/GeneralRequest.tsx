import { useTranslation } from 'react-i18next';
import { DateInput, TextInput } from '@portico/toolkit/forms';
import { date } from '@portico/toolkit/validators';
import { GENERAL_CATEGORIES } from '../../contract';
import { dateCodec, longTextCodec } from '../../requests/codecs';
import { ChoiceSelect, RequestField, RequestForm } from '../../requests/RequestForm';
import { useRequestDraft } from '../../requests/use-request-draft';

/** Solicitação geral: subject, category, description and an optional due date (BR-DOMAIN 1.9). */
export default function GeneralRequest() {
  const { t } = useTranslation('br.service-requests');
  const draft = useRequestDraft('Generic', {
    subject: {},
    category: {},
    message: { codec: longTextCodec },
    dueDate: { codec: dateCodec, validators: [date], optional: true },
  });
  return (
    <RequestForm draft={draft} title={t('actions.generalRequests')}>
      <RequestField draft={draft} name="subject" label={t('general.subject')}>{(p) => <TextInput maxLength={200} {...p} />}</RequestField>
      <RequestField draft={draft} name="category" label={t('general.category')}>
        {(p) => <ChoiceSelect choices={GENERAL_CATEGORIES} labelPrefix="general.categories" input={p} />}
      </RequestField>
      <RequestField draft={draft} name="dueDate" label={t('general.dueDate')}>{(p) => <DateInput {...p} />}</RequestField>
      <div className="sr-wide">
        <RequestField draft={draft} name="message" label={t('general.message')}>
          {({ onValueChange, ...p }) => <textarea className="portico-input" maxLength={4000} {...p} onChange={(e) => onValueChange(e.target.value)} />}
        </RequestField>
      </div>
    </RequestForm>
  );
}
