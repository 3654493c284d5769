import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, languageEndonym, SUPPORTED_LANGUAGES, type HttpClient } from '@portico/plugin';
import { ENDPOINTS, type Contact } from '../contract';
import { ErrorText } from './ErrorText';
import { useWrite } from './use-write';

/** Invites a new contact to the client by e-mail; on a refusal (EMAIL_IN_USE) the form keeps what was typed. */
export function InviteForm({ clientId, http, onInvited }: { clientId: string; http: HttpClient; onInvited: (contact: Contact) => void }) {
  const { t, i18n } = useTranslation('common.firm-clients');
  const empty = { email: '', firstName: '', lastName: '', language: SUPPORTED_LANGUAGES.find((l) => l === i18n.language) ?? 'en-us' };
  const [fields, setFields] = useState(empty);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const write = useWrite();
  const field = (name: keyof typeof fields) => ({
    id: `firm-clients-invite-${name}`, value: fields[name], required: true,
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...fields, email: fields.email.trim(), firstName: fields.firstName.trim(), lastName: fields.lastName.trim() };
    const done = await write.run(async () => onInvited(await call(http, ENDPOINTS.postFirmClientContact, { params: { clientId }, body })));
    if (done) {
      setSentTo(body.email);
      setFields(empty);
    }
  };

  return (
    <form className="firm-clients-invite" onSubmit={submit} aria-labelledby="firm-clients-invite-title">
      <h3 id="firm-clients-invite-title">{t('invite.title')}</h3>
      <label htmlFor="firm-clients-invite-email">{t('invite.email')}</label>
      <input type="email" maxLength={254} autoComplete="off" {...field('email')} />
      <label htmlFor="firm-clients-invite-firstName">{t('invite.firstName')}</label>
      <input maxLength={100} {...field('firstName')} />
      <label htmlFor="firm-clients-invite-lastName">{t('invite.lastName')}</label>
      <input maxLength={100} {...field('lastName')} />
      <label htmlFor="firm-clients-invite-language">{t('invite.language')}</label>
      <select {...field('language')}>
        {/* Each language in itself, as the profile's picker writes it: the contact reads the mail it chooses. */}
        {SUPPORTED_LANGUAGES.map((language) => <option key={language} value={language} lang={language}>{languageEndonym(language)}</option>)}
      </select>
      <button type="submit" disabled={write.pending}>{write.pending ? t('invite.sending') : t('invite.send')}</button>
      <ErrorText code={write.error} />
      {sentTo && !write.error && <p role="status">{t('invite.sent', { email: sentTo })}</p>}
    </form>
  );
}
