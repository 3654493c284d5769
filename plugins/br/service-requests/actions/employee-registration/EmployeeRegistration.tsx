import { useTranslation } from 'react-i18next';
import { DateInput, MaskedInput, TextInput } from '@portico/toolkit/forms';
import { CEP_MASK, CPF_MASK, cpf } from '@portico/br-kit';
import { date, decimalFor } from '@portico/toolkit/validators';
import { CONTRACT_TYPES, EDUCATION_LEVELS, UFS } from '../../contract';
import { cepCodec, centsCodec, cpfCodec, dateCodec, digitsOnlyCodec, integerCodec } from '../../requests/codecs';
import { ChoiceSelect, RequestField, RequestForm } from '../../requests/RequestForm';
import { useRequestDraft } from '../../requests/use-request-draft';

const money = decimalFor(',');
const termed = new Set<string>(['Experience', 'FixedTerm']);

/** Admissão: what the firm needs for eSocial S-2200 (BR-DOMAIN 1.3). CPF is the worker key; PIS and CTPS are optional. */
export default function EmployeeRegistration() {
  const { t } = useTranslation('br.service-requests');
  const draft = useRequestDraft('Employee', {
    name: {},
    cpf: { codec: cpfCodec, validators: [cpf] },
    pis: { codec: digitsOnlyCodec, optional: true },
    ctps: { optional: true },
    birthDate: { codec: dateCodec, validators: [date] },
    sex: {},
    education: {},
    email: { optional: true },
    phone: { codec: digitsOnlyCodec, optional: true },
    'address.zipCode': { codec: cepCodec },
    'address.street': {},
    'address.number': {},
    'address.complement': { optional: true },
    'address.district': {},
    'address.city': {},
    'address.state': {},
    hireDate: { codec: dateCodec, validators: [date] },
    jobPosition: {},
    cbo: { codec: digitsOnlyCodec },
    salaryCents: { codec: centsCodec, validators: [money] },
    weeklyHours: { codec: integerCodec },
    contractType: {},
    contractEndDate: { codec: dateCodec, validators: [date], optional: true },
  });
  return (
    <RequestForm draft={draft} title={t('actions.employeeRegistration')}>
      <h2 className="sr-section">{t('employee.person')}</h2>
      <RequestField draft={draft} name="name" label={t('fields.name')}>{(p) => <TextInput maxLength={70} autoComplete="off" {...p} />}</RequestField>
      <RequestField draft={draft} name="cpf" label={t('fields.cpf')}>{(p) => <MaskedInput mask={CPF_MASK} inputMode="numeric" {...p} />}</RequestField>
      <RequestField draft={draft} name="pis" label={t('employee.pis')}>{(p) => <TextInput inputMode="numeric" maxLength={11} {...p} />}</RequestField>
      <RequestField draft={draft} name="ctps" label={t('employee.ctps')}>{(p) => <TextInput maxLength={20} {...p} />}</RequestField>
      <RequestField draft={draft} name="birthDate" label={t('fields.birthDate')}>{(p) => <DateInput {...p} />}</RequestField>
      <RequestField draft={draft} name="sex" label={t('employee.sex')}>{(p) => <ChoiceSelect choices={['M', 'F']} labelPrefix="employee.sexes" input={p} />}</RequestField>
      <RequestField draft={draft} name="education" label={t('employee.education')}>
        {(p) => <ChoiceSelect choices={EDUCATION_LEVELS} labelPrefix="employee.educationLevels" input={p} />}
      </RequestField>
      <RequestField draft={draft} name="email" label={t('fields.email')}>{(p) => <TextInput inputMode="email" maxLength={60} {...p} />}</RequestField>
      <RequestField draft={draft} name="phone" label={t('fields.phone')}>{(p) => <TextInput inputMode="tel" maxLength={13} {...p} />}</RequestField>

      <h2 className="sr-section">{t('address.title')}</h2>
      <RequestField draft={draft} name="address.zipCode" label={t('address.zipCode')}>{(p) => <MaskedInput mask={CEP_MASK} inputMode="numeric" {...p} />}</RequestField>
      <RequestField draft={draft} name="address.street" label={t('address.street')}>{(p) => <TextInput maxLength={100} {...p} />}</RequestField>
      <RequestField draft={draft} name="address.number" label={t('address.number')}>{(p) => <TextInput maxLength={10} {...p} />}</RequestField>
      <RequestField draft={draft} name="address.complement" label={t('address.complement')}>{(p) => <TextInput maxLength={30} {...p} />}</RequestField>
      <RequestField draft={draft} name="address.district" label={t('address.district')}>{(p) => <TextInput maxLength={90} {...p} />}</RequestField>
      <RequestField draft={draft} name="address.city" label={t('address.city')}>{(p) => <TextInput maxLength={60} {...p} />}</RequestField>
      <RequestField draft={draft} name="address.state" label={t('address.state')}>{(p) => <ChoiceSelect choices={UFS} labelPrefix="address.states" input={p} />}</RequestField>

      <h2 className="sr-section">{t('employee.contract')}</h2>
      <RequestField draft={draft} name="hireDate" label={t('employee.hireDate')}>{(p) => <DateInput {...p} />}</RequestField>
      <RequestField draft={draft} name="jobPosition" label={t('fields.jobPosition')}>{(p) => <TextInput maxLength={100} {...p} />}</RequestField>
      <RequestField draft={draft} name="cbo" label={t('employee.cbo')} hint={t('employee.cboHint')}>{(p) => <TextInput inputMode="numeric" maxLength={6} {...p} />}</RequestField>
      <RequestField draft={draft} name="salaryCents" label={t('employee.salary')}>{(p) => <TextInput inputMode="decimal" placeholder="0,00" {...p} />}</RequestField>
      <RequestField draft={draft} name="weeklyHours" label={t('fields.weeklyHours')}>{(p) => <TextInput inputMode="numeric" maxLength={2} {...p} />}</RequestField>
      <RequestField draft={draft} name="contractType" label={t('employee.contractType')}>
        {(p) => <ChoiceSelect choices={CONTRACT_TYPES} labelPrefix="employee.contractTypes" input={p} />}
      </RequestField>
      {/* An experience or fixed-term contract has an end (CONTRACT_END_REQUIRED); an indefinite one has none. */}
      <RequestField draft={draft} name="contractEndDate" label={t('employee.contractEndDate')} required={termed.has(draft.form.values.contractType)}>
        {(p) => <DateInput {...p} />}
      </RequestField>
    </RequestForm>
  );
}
