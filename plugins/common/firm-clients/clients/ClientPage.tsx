import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TOKENS, useService } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ClientSwitches } from './ClientSwitches';
import { ContactCard } from './ContactCard';
import { FirmSwitches } from './FirmSwitches';
import { InviteForm } from './InviteForm';
import { useClientPage } from './use-client-page';

/** A client of the firm: its contacts (invite, resend, deactivate, reactivate, grants) and the firm's switches. */
export function ClientPage({ clientId }: { clientId: string }) {
  const { t } = useTranslation('common.firm-clients');
  const { page, http, putContact, putPage } = useClientPage(clientId);
  const permissions = useService(TOKENS.Permissions);
  return (
    <section aria-labelledby="firm-clients-client-title">
      <p><Link href="/">{t('client.back')}</Link></p>
      <RemoteView remote={page} failed={t('client.failed')}>
        {(data) => {
          // A grant or switch is offered where an enabled feature reads it: it declares the name, or keeps the switch.
          const offered = (name: string) => permissions.isKnown(name) || data.clientSwitches.some((s) => s.name === name);
          return (
          <>
            <h1 id="firm-clients-client-title">{data.client.name}</h1>
            {(data.client.nickname || data.client.taxId) && (
              <p className="hint">{[data.client.nickname, data.client.taxId].filter(Boolean).join(' · ')}</p>
            )}
            <h2>{t('contacts.title', { count: data.contacts.length })}</h2>
            {data.contacts.length === 0 && <p className="empty-state">{t('contacts.empty')}</p>}
            {data.contacts.map((contact) => (
              <ContactCard key={contact.id} clientId={clientId} contact={contact} http={http} offered={offered} onChange={putContact} />
            ))}
            <InviteForm clientId={clientId} http={http} onInvited={putContact} />
            <ClientSwitches page={data} http={http} onChange={putPage} />
            <FirmSwitches page={data} http={http} onChange={putPage} />
          </>
          );
        }}
      </RemoteView>
    </section>
  );
}
