import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nfeAccessKey, unmaskNfeKey } from '@portico/br-kit';
import { IsoDateInput } from '@portico/toolkit/forms';
import { BOXE_KIND_MODEL, BOXE_STATUSES, type BoxeFilters, type BoxeKind, type BoxeStatus } from '../contract';
import { decodeAccessKey } from '../access-key';

/** Typing in a text filter asks the server once the typing stops (spec 001 §9: 500 ms). */
const TEXT_DELAY_MS = 500;

/** The access-key filter's message: a malformed key, or a key of another model than the store holds. */
export function accessKeyProblem(text: string, kind: BoxeKind): { key: string; ns?: string; model?: string } | null {
  if (text.trim() === '') return null;
  const invalid = nfeAccessKey(text);
  if (invalid) return { key: invalid, ns: 'toolkit' };
  const parts = decodeAccessKey(text)!;
  return parts.model === BOXE_KIND_MODEL[kind] ? null : { key: 'filters.otherModel', model: parts.model };
}

/**
 * The store's filters: issue period, issuer (name or CNPJ), status and access key. Dates and status apply at
 * once; the issuer and the key after a pause, and the key only when it is a valid key of this store's model.
 */
export function StoreFilters({ kind, value, onChange }: { kind: BoxeKind; value: BoxeFilters; onChange: (next: BoxeFilters) => void }) {
  const { t } = useTranslation('br.boxe');
  const id = useId();
  const [issuer, setIssuer] = useState(value.issuer ?? '');
  const [key, setKey] = useState(value.accessKey ?? '');
  const keyProblem = accessKeyProblem(key, kind);
  const rangeInvalid = !!(value.from && value.to && value.from > value.to);

  useEffect(() => {
    const timer = setTimeout(() => {
      const nextIssuer = issuer.trim() || undefined;
      const nextKey = !keyProblem && key.trim() ? unmaskNfeKey(key) : undefined;
      if (nextIssuer !== value.issuer || nextKey !== value.accessKey) onChange({ ...value, issuer: nextIssuer, accessKey: nextKey });
    }, TEXT_DELAY_MS);
    return () => clearTimeout(timer);
    // Only the typed text restarts the pause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [issuer, key]);

  const set = (patch: Partial<BoxeFilters>) => onChange({ ...value, ...patch });
  const clear = () => {
    setIssuer('');
    setKey('');
    onChange({ search: value.search });
  };
  const hasFilters = !!(value.from || value.to || value.status || value.issuer || value.accessKey || issuer || key);

  return (
    <fieldset className="boxe-filters">
      <legend className="boxe-filters__legend">{t('filters.legend')}</legend>
      <label>
        <span>{t('filters.from')}</span>
        <IsoDateInput value={value.from ?? ''} onValueChange={(from) => set({ from: from || undefined })} aria-invalid={rangeInvalid || undefined} aria-describedby={rangeInvalid ? `${id}-range` : undefined} />
      </label>
      <label>
        <span>{t('filters.to')}</span>
        <IsoDateInput value={value.to ?? ''} onValueChange={(to) => set({ to: to || undefined })} aria-invalid={rangeInvalid || undefined} />
      </label>
      <label className="boxe-filters__wide">
        <span>{t('filters.issuer')}</span>
        <input type="text" className="portico-input" value={issuer} maxLength={100} onChange={(e) => setIssuer(e.target.value)} />
      </label>
      <label>
        <span>{t('filters.status')}</span>
        <select className="portico-input" value={value.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as BoxeStatus | undefined })}>
          <option value="">{t('filters.statusAll')}</option>
          {BOXE_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
        </select>
      </label>
      {kind !== 'xml' && (
        <label className="boxe-filters__key">
          <span>{t('filters.accessKey')}</span>
          <input
            type="text"
            className="portico-input"
            inputMode="numeric"
            value={key}
            maxLength={60}
            onChange={(e) => setKey(e.target.value)}
            aria-invalid={!!keyProblem || undefined}
            aria-describedby={keyProblem ? `${id}-key` : undefined}
          />
        </label>
      )}
      <button type="button" className="portico-button" onClick={clear} disabled={!hasFilters}>
        {t('filters.clear')}
      </button>
      {keyProblem && (
        <p id={`${id}-key`} className="boxe-filters__error" role="alert">
          {t(keyProblem.key, { ns: keyProblem.ns ?? 'br.boxe', model: keyProblem.model })}
        </p>
      )}
      {rangeInvalid && <p id={`${id}-range`} className="boxe-filters__error" role="alert">{t('filters.rangeInvalid')}</p>}
    </fieldset>
  );
}
