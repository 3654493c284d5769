import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, formatDate, type HttpClient } from '@portico/plugin';
import { CONTACT_GRANTS, SIGHT_NAMES, SIGHTS, type ContactGrant } from '../access-catalog';
import { ENDPOINTS, type Contact } from '../contract';
import { ErrorText } from './ErrorText';
import { useWrite } from './use-write';

type Move = 'invitation' | 'deactivation' | 'reactivation';
const MOVES = {
  invitation: ENDPOINTS.postFirmClientInvitation,
  deactivation: ENDPOINTS.postFirmClientDeactivation,
  reactivation: ENDPOINTS.postFirmClientReactivation,
} as const;
/** The moves a contact's status allows. */
const movesOf = (contact: Contact): Move[] =>
  contact.status === 'invited' ? ['invitation', 'deactivation'] : contact.status === 'active' ? ['deactivation'] : ['reactivation'];

/** i18next splits keys at dots: a grant's text is under its name with the dot as "_". */
export const nameKey = (name: string) => name.replace(/\./g, '_');

/**
 * One contact: who, their status and last sign-in; resend, deactivate or reactivate after a confirmation; their
 * grants (those an enabled feature reads) and, beside them, what they will see with them.
 */
export function ContactCard({ clientId, contact, http, offered, onChange }: {
  clientId: string; contact: Contact; http: HttpClient; onChange: (contact: Contact) => void;
  /** Whether a grant or switch is in force here: an enabled feature reads it. */
  offered: (name: string) => boolean;
}) {
  const { t, i18n } = useTranslation('common.firm-clients');
  const [confirming, setConfirming] = useState<Move | null>(null);
  const write = useWrite();
  const params = { clientId, userId: contact.id };
  const name = `${contact.firstName} ${contact.lastName}`;
  const headingId = `firm-clients-contact-${contact.id}`;

  const move = async (which: Move) => {
    setConfirming(null);
    await write.run(async () => onChange(await call(http, MOVES[which], { params })));
  };
  const toggle = (grant: ContactGrant, on: boolean) =>
    write.run(async () => onChange(await call(http, ENDPOINTS.putFirmClientGrant, { params: { ...params, name: grant }, body: { on } })));

  const grants = CONTACT_GRANTS.filter(offered);
  const sights = SIGHT_NAMES.filter((sight) => SIGHTS[sight].needs.every(offered));
  return (
    <article className="firm-clients-contact" aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <p>{contact.email} · <span className={`status status-${contact.status}`}>{t(`status.${contact.status}`)}</span></p>
      <p className="hint">
        {contact.lastSignInAt
          ? t('contact.lastSignIn', { date: formatDate(contact.lastSignInAt, i18n.language) })
          : t('contact.neverSignedIn')}
      </p>
      <div className="firm-clients-moves">
        {confirming ? (
          <div role="group" aria-label={t(`moves.${confirming}.confirm`, { name })}>
            <p>{t(`moves.${confirming}.confirm`, { name })}</p>
            <button type="button" onClick={() => void move(confirming)}>{t(`moves.${confirming}.yes`)}</button>
            <button type="button" onClick={() => setConfirming(null)}>{t('moves.cancel')}</button>
          </div>
        ) : movesOf(contact).map((which) => (
          <button key={which} type="button" disabled={write.pending} onClick={() => setConfirming(which)}>
            {t(`moves.${which}.action`)}
          </button>
        ))}
      </div>
      <ErrorText code={write.error} />
      {grants.length > 0 && (
        <fieldset>
          <legend>{t('grants.title')}</legend>
          {grants.map((grant) => (
            <label key={grant} className="firm-clients-toggle">
              <input type="checkbox" checked={contact.grants.includes(grant)} disabled={write.pending}
                onChange={(event) => void toggle(grant, event.target.checked)} />
              {t(`grants.${nameKey(grant)}`)}
            </label>
          ))}
        </fieldset>
      )}
      <section className="firm-clients-sees" aria-label={t('sees.title', { name })}>
        <h4>{t('sees.title', { name })}</h4>
        <ul>
          {sights.map((sight) => {
            const open = contact.sees.includes(sight);
            return <li key={sight} className={open ? 'open' : 'closed'}>{t(`sees.${sight}`)}: {open ? t('sees.shown') : t('sees.hidden')}</li>;
          })}
        </ul>
      </section>
    </article>
  );
}
