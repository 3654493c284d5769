import { useTranslation } from 'react-i18next';
import { DateInput, MaskedInput, TextInput } from '@portico/toolkit/forms';
import { CNPJ_ALPHANUMERIC_MASK, CPF_MASK, cnpj, cpf } from '@portico/br-kit';
import { date, decimalFor } from '@portico/toolkit/validators';
import { INTERN_LEVELS } from '../../contract';
import { booleanCodec, centsCodec, cnpjCodec, cpfCodec, dateCodec, integerCodec } from '../../requests/codecs';
import { ChoiceSelect, RequestField, RequestForm, YesNoSelect } from '../../requests/RequestForm';
import { useRequestDraft } from '../../requests/use-request-draft';

const money = decimalFor(',');

/** Estagiário (eSocial S-2300 category 901, Lei 11.788/2008): hours by education level, at most two years. */
export default function InternRegistration() {
  const { t } = useTranslation('br.service-requests');
  const draft = useRequestDraft('Intern', {
    name: {},
    cpf: { codec: cpfCodec, validators: [cpf] },
    birthDate: { codec: dateCodec, validators: [date] },
    level: {},
    mandatory: { codec: booleanCodec },
    alternating: { codec: booleanCodec },
    disability: { codec: booleanCodec },
    startDate: { codec: dateCodec, validators: [date] },
    endDate: { codec: dateCodec, validators: [date] },
    weeklyHours: { codec: integerCodec },
    stipendCents: { codec: centsCodec, validators: [money] },
    insurancePolicy: {},
    institutionName: {},
    institutionCnpj: { codec: cnpjCodec, validators: [cnpj] },
    supervisorName: {},
    supervisorCpf: { codec: cpfCodec, validators: [cpf] },
  });
  return (
    <RequestForm draft={draft} title={t('actions.internRegistration')}>
      <h2 className="sr-section">{t('intern.student')}</h2>
      <RequestField draft={draft} name="name" label={t('fields.name')}>{(p) => <TextInput maxLength={70} autoComplete="off" {...p} />}</RequestField>
      <RequestField draft={draft} name="cpf" label={t('fields.cpf')}>{(p) => <MaskedInput mask={CPF_MASK} inputMode="numeric" {...p} />}</RequestField>
      <RequestField draft={draft} name="birthDate" label={t('fields.birthDate')}>{(p) => <DateInput {...p} />}</RequestField>
      <RequestField draft={draft} name="level" label={t('intern.level')}>{(p) => <ChoiceSelect choices={INTERN_LEVELS} labelPrefix="intern.levels" input={p} />}</RequestField>
      <RequestField draft={draft} name="disability" label={t('intern.disability')}>{(p) => <YesNoSelect input={p} />}</RequestField>

      <h2 className="sr-section">{t('intern.internship')}</h2>
      <RequestField draft={draft} name="mandatory" label={t('intern.mandatory')}>{(p) => <YesNoSelect input={p} />}</RequestField>
      <RequestField draft={draft} name="alternating" label={t('intern.alternating')}>{(p) => <YesNoSelect input={p} />}</RequestField>
      <RequestField draft={draft} name="startDate" label={t('intern.startDate')}>{(p) => <DateInput {...p} />}</RequestField>
      <RequestField draft={draft} name="endDate" label={t('intern.endDate')}>{(p) => <DateInput {...p} />}</RequestField>
      <RequestField draft={draft} name="weeklyHours" label={t('fields.weeklyHours')}>{(p) => <TextInput inputMode="numeric" maxLength={2} {...p} />}</RequestField>
      <RequestField draft={draft} name="stipendCents" label={t('intern.stipend')}>{(p) => <TextInput inputMode="decimal" placeholder="0,00" {...p} />}</RequestField>
      <RequestField draft={draft} name="insurancePolicy" label={t('intern.insurancePolicy')}>{(p) => <TextInput maxLength={30} {...p} />}</RequestField>

      <h2 className="sr-section">{t('intern.institution')}</h2>
      <RequestField draft={draft} name="institutionName" label={t('intern.institutionName')}>{(p) => <TextInput maxLength={100} {...p} />}</RequestField>
      <RequestField draft={draft} name="institutionCnpj" label={t('intern.institutionCnpj')}>{(p) => <MaskedInput mask={CNPJ_ALPHANUMERIC_MASK} {...p} />}</RequestField>
      <RequestField draft={draft} name="supervisorName" label={t('intern.supervisorName')}>{(p) => <TextInput maxLength={70} {...p} />}</RequestField>
      <RequestField draft={draft} name="supervisorCpf" label={t('intern.supervisorCpf')}>{(p) => <MaskedInput mask={CPF_MASK} inputMode="numeric" {...p} />}</RequestField>
    </RequestForm>
  );
}
