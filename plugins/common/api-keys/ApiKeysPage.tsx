import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, call, formatDate, TOKENS, useKernel, useRemoteQuery, type PluginProps } from '@portico/plugin';
import { API_KEY_SCOPES, type ApiKeyScope } from '@portico/contract/endpoint';
import { ENDPOINTS } from '@portico/contract/endpoints';
import type { ApiKey } from '@portico/contract/api-keys';
import { RemoteView } from '@portico/toolkit/remote';
import './api-keys.css';

const KEYS = ['common.api-keys', 'keys'];

/** The firm's API keys: make one (its secret shown once, to copy into the firm's system), see them, revoke one. */
export default function ApiKeysPage(_props: PluginProps) {
  const { t } = useTranslation('common.api-keys');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const language = kernel.get(TOKENS.I18n).language;
  const keys = useRemoteQuery(KEYS, (signal) => call(http, ENDPOINTS.getApiKeys, {}, { signal }));
  const [made, setMade] = useState<string | null>(null);

  return (
    <section className="api-keys" aria-labelledby="api-keys-title">
      <h1 id="api-keys-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <NewKeyForm onMade={(key, secret) => { setMade(secret); keys.update((data) => ({ keys: [key, ...data.keys] })); }} />
      {made && (
        <div className="api-keys-secret" role="status">
          <p>{t('made.once')}</p>
          <code aria-label={t('made.secret')}>{made}</code>
          <button type="button" onClick={() => void navigator.clipboard?.writeText(made)}>{t('made.copy')}</button>
          <button type="button" onClick={() => setMade(null)}>{t('made.done')}</button>
        </div>
      )}
      <RemoteView remote={keys} failed={t('loadFailed')}>
        {(data) => data.keys.length === 0 ? <p className="empty-state">{t('empty')}</p> : (
          <ul className="api-keys-list">
            {data.keys.map((key) => (
              <KeyRow key={key.id} apiKey={key} language={language}
                onRevoked={(revokedAt) => keys.update((all) => ({ keys: all.keys.map((k) => (k.id === key.id ? { ...k, revokedAt } : k)) }))} />
            ))}
          </ul>
        )}
      </RemoteView>
    </section>
  );
}

function NewKeyForm({ onMade }: { onMade: (key: ApiKey, secret: string) => void }) {
  const { t } = useTranslation('common.api-keys');
  const http = useKernel().get(TOKENS.Http);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('nameRequired');
    if (scopes.length === 0) return setError('scopeRequired');
    setBusy(true);
    setError(null);
    try {
      const created = await call(http, ENDPOINTS.postApiKeys, { body: { name: name.trim(), scopes } });
      onMade(created.key, created.secret);
      setName('');
      setScopes([]);
    } catch (failure) {
      setError(await errorCodeOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="api-keys-form" onSubmit={(event) => void submit(event)} aria-labelledby="api-keys-new">
      <h2 id="api-keys-new">{t('form.title')}</h2>
      <label>
        {t('form.name')}
        <input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      </label>
      <fieldset>
        <legend>{t('form.scopes')}</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="api-keys-scope">
            <input type="checkbox" checked={scopes.includes(scope)}
              onChange={(event) => setScopes((now) => (event.target.checked ? [...now, scope] : now.filter((s) => s !== scope)))} />
            {t(`scopes.${scope}`)}
          </label>
        ))}
      </fieldset>
      {error && <p role="alert" className="api-keys-error">{t(`errors.${error}`, { defaultValue: t('errors.unknown') })}</p>}
      <button type="submit" disabled={busy}>{busy ? t('form.making') : t('form.make')}</button>
    </form>
  );
}

function KeyRow({ apiKey, language, onRevoked }: { apiKey: ApiKey; language: string; onRevoked: (at: string) => void }) {
  const { t } = useTranslation('common.api-keys');
  const http = useKernel().get(TOKENS.Http);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revoke = async () => {
    try {
      await call(http, ENDPOINTS.deleteApiKey, { params: { keyId: apiKey.id } });
      onRevoked(new Date().toISOString());
    } catch (failure) {
      setError(await errorCodeOf(failure));
    }
    setConfirming(false);
  };
  return (
    <li className={`api-keys-key${apiKey.revokedAt ? ' is-revoked' : ''}`}>
      <h3>{apiKey.name}</h3>
      <p className="api-keys-meta">
        <code>{apiKey.prefix}…</code>{' '}
        {apiKey.scopes.map((scope) => t(`scopes.${scope}`)).join(', ')}
      </p>
      <p className="api-keys-meta">
        {t('key.made', { date: formatDate(apiKey.createdAt, language) })}{' · '}
        {apiKey.lastUsedAt ? t('key.used', { date: formatDate(apiKey.lastUsedAt, language) }) : t('key.neverUsed')}
        {apiKey.revokedAt && <>{' · '}<strong>{t('key.revoked', { date: formatDate(apiKey.revokedAt, language) })}</strong></>}
      </p>
      {error && <p role="alert" className="api-keys-error">{t(`errors.${error}`, { defaultValue: t('errors.unknown') })}</p>}
      {!apiKey.revokedAt && (confirming ? (
        <div role="group" aria-label={t('key.confirm', { name: apiKey.name })}>
          <span>{t('key.confirm', { name: apiKey.name })}</span>{' '}
          <button type="button" className="is-danger" onClick={() => void revoke()}>{t('key.revokeNow')}</button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>{t('key.keep')}</button>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} aria-label={t('key.revokeNamed', { name: apiKey.name })}>{t('key.revoke')}</button>
      ))}
    </li>
  );
}

const errorCodeOf = async (failure: unknown) => (await apiErrorCode(failure)) ?? 'unknown';
