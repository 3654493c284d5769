import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode } from '@portico/plugin';
import type { CertificateSummary } from '../contract';

type Save = { status: 'idle' | 'saving' } | { status: 'failed'; code: string };

/** The file's bytes in base64, as the upload call carries them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The upload form of one company's A1: the PFX and its password, checked by the server (`upload`: the staff's call or
 * the company's own), whose refusal is shown translated.
 */
export function UploadForm({ company, upload, onSaved, onCancel }: {
  company: string;
  upload: (body: { pfx: string; password: string }) => Promise<CertificateSummary>;
  onSaved: (cert: CertificateSummary) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('br.manifest');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [save, setSave] = useState<Save>({ status: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setSave({ status: 'failed', code: 'NO_FILE' });
    if (!password) return setSave({ status: 'failed', code: 'NO_PASSWORD' });
    setSave({ status: 'saving' });
    try {
      const saved = await upload({ pfx: await base64Of(file), password });
      setPassword('');
      onSaved(saved);
    } catch (error) {
      setSave({ status: 'failed', code: (await apiErrorCode(error)) ?? 'UNKNOWN' });
    }
  };
  return (
    <form className="client-certificates__form" onSubmit={submit} noValidate aria-label={t('certificates.formLabel', { company })}>
      <label htmlFor={`${id}-file`}>{t('certificates.file')}</label>
      <input id={`${id}-file`} type="file" accept=".pfx,.p12,application/x-pkcs12" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      <label htmlFor={`${id}-password`}>{t('certificates.password')}</label>
      <input id={`${id}-password`} type="password" autoComplete="off" value={password} maxLength={128} onChange={(e) => setPassword(e.target.value)} />
      <div className="client-certificates__buttons">
        <button type="submit" className="portico-button" disabled={save.status === 'saving'}>
          {t(save.status === 'saving' ? 'certificates.saving' : 'certificates.submit')}
        </button>
        <button type="button" className="portico-button portico-button--secondary" onClick={onCancel}>{t('certificates.cancel')}</button>
      </div>
      {save.status === 'failed' && (
        <p role="alert" className="client-certificates__error">{t(`certificates.errors.${save.code}`, { defaultValue: t('certificates.errors.UNKNOWN') })}</p>
      )}
    </form>
  );
}
