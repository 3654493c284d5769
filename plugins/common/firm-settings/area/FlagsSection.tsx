import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useKernel } from '@portico/plugin';
import { ENDPOINTS } from '@portico/contract/endpoints';
import type { FeatureFlag } from '@portico/contract/flags';
import { SectionForm } from './fields';
import { useSave } from './use-save';

/**
 * The firm's feature flags (spec 000 §3): each on or off for its portal, read by its clients and staff at their
 * next sign-in, or given back its default. A flag locked by another that is off stays off whatever it is set to.
 */
export function FlagsSection({ saved, onSaved }: { saved: FeatureFlag[]; onSaved: (flags: FeatureFlag[]) => void }) {
  const { t } = useTranslation('common.firm-settings');
  const http = useKernel().get(TOKENS.Http);
  const [draft, setDraft] = useState<Record<string, boolean>>(() => Object.fromEntries(saved.map((f) => [f.id, f.value])));
  const save = useSave();
  const nameOf = (flag: FeatureFlag) => t(`flags.names.${flag.id}`, { defaultValue: flag.name });

  const submit = () => void save.run(async () => {
    let flags = saved;
    for (const flag of saved.filter((f) => draft[f.id] !== f.value)) {
      flags = (await call(http, ENDPOINTS.putFlag, { params: { flagId: flag.id }, body: { value: draft[flag.id]! } })).flags;
    }
    onSaved(flags);
  });
  const restore = (flag: FeatureFlag) => void save.run(async () => {
    const { flags } = await call(http, ENDPOINTS.deleteFlag, { params: { flagId: flag.id } });
    setDraft((current) => ({ ...current, [flag.id]: flags.find((f) => f.id === flag.id)?.value ?? current[flag.id]! }));
    onSaved(flags);
  });

  return (
    <SectionForm id="settings-flags" title={t('flags.title')} state={save.state} onSubmit={submit}>
      <p className="settings-hint">{t('flags.intro')}</p>
      {saved.map((flag) => (
        <div key={flag.id} className="settings-flag">
          <label className="settings-check">
            <input type="checkbox" checked={draft[flag.id] ?? flag.value} aria-describedby={`flag-${flag.id}-hint`}
              onChange={(e) => setDraft((current) => ({ ...current, [flag.id]: e.target.checked }))} />
            {nameOf(flag)}
          </label>
          <small id={`flag-${flag.id}-hint`}>
            {t(`flags.descriptions.${flag.id}`, { defaultValue: flag.description })}
            {' '}
            {flag.lockedBy.length > 0 && t('flags.lockedBy', { flags: flag.lockedBy.map((id) => nameOf(saved.find((f) => f.id === id) ?? { ...flag, id, name: id })).join(', ') })}
            {' '}
            {t(flag.setByFirm ? 'flags.firmChoice' : 'flags.default')}
          </small>
          {flag.setByFirm && (
            <button type="button" className="settings-restore" disabled={save.saving} onClick={() => restore(flag)}>
              {t('flags.restore', { name: nameOf(flag) })}
            </button>
          )}
        </div>
      ))}
    </SectionForm>
  );
}
