import { useTranslation } from 'react-i18next';
import { DateInput, MaskedInput, TextInput } from '@portico/toolkit/forms';
import { CPF_MASK, cpf } from '@portico/br-kit';
import { date, decimalFor } from '@portico/toolkit/validators';
import { PARTNER_CATEGORIES } from '../../contract';
import { centsCodec, cpfCodec, dateCodec, digitsOnlyCodec } from '../../requests/codecs';
import { ChoiceSelect, RequestField, RequestForm } from '../../requests/RequestForm';
import { useRequestDraft } from '../../requests/use-request-draft';

const money = decimalFor(',');
/** Sócio / contribuinte individual with pró-labore (eSocial S-2300, category 723; directors 721/722). */
export default function PartnerRegistration() {
  const { t } = useTranslation('br.service-requests');
  const draft = useRequestDraft('Taxpayer', {
    name: {},
    cpf: { codec: cpfCodec, validators: [cpf] },
    pis: { codec: digitsOnlyCodec, optional: true },
    birthDate: { codec: dateCodec, validators: [date] },
    category: {},
    entryDate: { codec: dateCodec, validators: [date] },
    jobPosition: {},
    proLaboreCents: { codec: centsCodec, validators: [money] },
    // A percentage with two decimals ("12,50") is a whole number of basis points, as cents are of reais.
    shareBasisPoints: { codec: centsCodec, validators: [money] },
  });
  return (
    <RequestForm draft={draft} title={t('actions.partnerRegistration')}>
      <RequestField draft={draft} name="name" label={t('fields.name')}>{(p) => <TextInput maxLength={70} autoComplete="off" {...p} />}</RequestField>
      <RequestField draft={draft} name="cpf" label={t('fields.cpf')}>{(p) => <MaskedInput mask={CPF_MASK} inputMode="numeric" {...p} />}</RequestField>
      <RequestField draft={draft} name="pis" label={t('employee.pis')}>{(p) => <TextInput inputMode="numeric" maxLength={11} {...p} />}</RequestField>
      <RequestField draft={draft} name="birthDate" label={t('fields.birthDate')}>{(p) => <DateInput {...p} />}</RequestField>
      <RequestField draft={draft} name="category" label={t('partner.category')}>
        {(p) => <ChoiceSelect choices={PARTNER_CATEGORIES} labelPrefix="partner.categories" input={p} />}
      </RequestField>
      <RequestField draft={draft} name="entryDate" label={t('partner.entryDate')}>{(p) => <DateInput {...p} />}</RequestField>
      <RequestField draft={draft} name="jobPosition" label={t('fields.jobPosition')}>{(p) => <TextInput maxLength={100} {...p} />}</RequestField>
      <RequestField draft={draft} name="proLaboreCents" label={t('partner.proLabore')}>{(p) => <TextInput inputMode="decimal" placeholder="0,00" {...p} />}</RequestField>
      <RequestField draft={draft} name="shareBasisPoints" label={t('partner.share')} hint={t('partner.shareHint')}>
        {(p) => <TextInput inputMode="decimal" placeholder="0,00" {...p} />}
      </RequestField>
    </RequestForm>
  );
}
