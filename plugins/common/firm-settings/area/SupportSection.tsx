import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useKernel } from '@portico/plugin';
import { SUPPORT_COUNTRIES, type SupportCountry } from '../../support';
import { ENDPOINTS, MAX_CHAT_HOURS, type SupportSettings } from '../contract';
import { EMAIL, HTTPS_URL, SectionForm, TextField } from './fields';
import { useSave } from './use-save';

type Problems = Partial<Record<SupportCountry | 'chatUrl', string>>;

/** Blank is unset (null): the server's default, or no such channel. */
const orNull = (value: string | null) => value?.trim() || null;

/** The settings as sent: trimmed only then, so that typing a space between two words keeps it. */
const cleaned = (draft: SupportSettings): SupportSettings => ({
  chatUrl: orNull(draft.chatUrl), chatHours: orNull(draft.chatHours),
  emails: Object.fromEntries(SUPPORT_COUNTRIES.map((c) => [c, orNull(draft.emails[c])])) as SupportSettings['emails'],
});

/**
 * Support channels (spec 001 §5, §9): the live chat's address and hours and the support mailbox per country
 * of the locale. Left empty, a channel is the server's or none: the portal then hides it, never a dead link.
 */
export function SupportSection({ saved }: { saved: SupportSettings }) {
  const { t } = useTranslation('common.firm-settings');
  const http = useKernel().get(TOKENS.Http);
  const [draft, setDraft] = useState(saved);
  const [problems, setProblems] = useState<Problems>({});
  const save = useSave();

  const submit = () => {
    const body = cleaned(draft);
    const found: Problems = {};
    if (body.chatUrl && !HTTPS_URL.test(body.chatUrl)) found.chatUrl = t('errors.httpsUrl');
    for (const country of SUPPORT_COUNTRIES) if (body.emails[country] && !EMAIL.test(body.emails[country]!)) found[country] = t('errors.email');
    setProblems(found);
    if (Object.keys(found).length === 0) void save.run(async () => setDraft(await call(http, ENDPOINTS.putFirmSupport, { body })));
  };

  return (
    <SectionForm id="settings-support" title={t('support.title')} state={save.state} onSubmit={submit}>
      <p className="settings-hint">{t('support.intro')}</p>
      <fieldset>
        <legend>{t('support.chat')}</legend>
        <TextField label={t('support.chatUrl')} hint={t('support.chatUrlHint')} type="url" inputMode="url" maxLength={500}
          value={draft.chatUrl ?? ''} error={problems.chatUrl} onChange={(v) => setDraft({ ...draft, chatUrl: v || null })} />
        <TextField label={t('support.chatHours')} hint={t('support.chatHoursHint')} maxLength={MAX_CHAT_HOURS}
          value={draft.chatHours ?? ''} onChange={(v) => setDraft({ ...draft, chatHours: v || null })} />
      </fieldset>
      <fieldset>
        <legend>{t('support.emails')}</legend>
        <p className="settings-hint">{t('support.emailsHint')}</p>
        <div className="settings-grid">
          {SUPPORT_COUNTRIES.map((country) => (
            <TextField key={country} label={t(`support.countries.${country}`)} type="email" inputMode="email" maxLength={254}
              value={draft.emails[country] ?? ''} error={problems[country]}
              onChange={(v) => setDraft({ ...draft, emails: { ...draft.emails, [country]: v || null } })} />
          ))}
        </div>
      </fieldset>
    </SectionForm>
  );
}
