import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { formatMonth, withQuery, TOKENS, useKernel } from '@portico/plugin';
import { fillPath } from '@portico/contract/api-paths';
import { IsoDateTimeInput } from '@portico/toolkit/forms';
import { errorCodeOf, postFiles, type StaffClient } from '../../../common/documents';
import { competenceFits, OBLIGATION_LABELS, OBLIGATIONS, PROTOCOLS_API, type Obligation, type Protocol } from '../contract';
import { staffProtocolsKey } from './staff-protocols';

/** Publishes one receipt: obligation, competence, number, delivery and the PDF, sent together (both stored or neither). */
export function ProtocolForm({ client }: { client: StaffClient }) {
  const { t } = useTranslation('br.protocols');
  const kernel = useKernel();
  const queries = useQueryClient();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [obligation, setObligation] = useState<Obligation>('DCTFWeb');
  const [competence, setCompetence] = useState('');
  const [number, setNumber] = useState('');
  const [deliveredAt, setDeliveredAt] = useState('');
  const [pdf, setPdf] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const competenceOk = competence === '' || (/^\d{4}(-(0[1-9]|1[0-2]))?$/.test(competence) && competenceFits(obligation, competence));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pdf || !competenceOk || !competence || !number.trim() || !deliveredAt) return;
    setBusy(true);
    setMessage(null);
    const url = withQuery(fillPath(PROTOCOLS_API.staffProtocols, { clientId: client.id }), {
      obligation, competence, number: number.trim(), deliveredAt: new Date(deliveredAt).toISOString(),
    });
    try {
      const protocol = await postFiles<Protocol>(kernel.get(TOKENS.Http), kernel.get(TOKENS.Tokens), url, [pdf], { signal: new AbortController().signal });
      await queries.invalidateQueries({ queryKey: staffProtocolsKey(client.id) });
      setMessage({ ok: true, text: t('staff.publishedOne', { obligation: OBLIGATION_LABELS[protocol.obligation], competence: formatMonth(protocol.competence) }) });
      setNumber('');
      setPdf(null);
      form.current?.reset();
    } catch (error) {
      const code = await errorCodeOf(error);
      setMessage({ ok: false, text: t(`staff.errors.${code}`, { defaultValue: t('staff.errors.other') }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('staff.add', { client: client.name })}</h2>
      <form ref={form} className="staff-form" onSubmit={submit}>
        <label>
          {t('fields.obligation')}
          <select value={obligation} onChange={(e) => setObligation(e.target.value as Obligation)}>
            {OBLIGATIONS.map((o) => <option key={o} value={o}>{OBLIGATION_LABELS[o]}</option>)}
          </select>
        </label>
        <label>
          {t('staff.competence')}
          <input value={competence} required inputMode="numeric" aria-invalid={!competenceOk} aria-describedby={`${id}-competence`}
            onChange={(e) => setCompetence(e.target.value.trim())} />
          <small id={`${id}-competence`}>{t('staff.competenceHint')}</small>
        </label>
        <label>
          {t('fields.number')}
          <input value={number} required maxLength={80} onChange={(e) => setNumber(e.target.value)} />
        </label>
        <label>
          {t('fields.deliveredAt')}
          <IsoDateTimeInput value={deliveredAt} required onValueChange={setDeliveredAt} />
        </label>
        <label>
          {t('staff.pdf')}
          <input type="file" accept="application/pdf,.pdf" onChange={(e) => setPdf(e.target.files?.[0] ?? null)} />
        </label>
        <button type="submit" className="documents-button documents-button--primary" disabled={busy || !competenceOk}>
          {busy ? t('staff.publishing') : t('staff.publish')}
        </button>
      </form>
      <div aria-live="polite">{message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}</div>
    </section>
  );
}
