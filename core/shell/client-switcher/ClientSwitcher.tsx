import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useService } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import type { Client } from '@portico/contract/clients';
import { Icon } from '@portico/toolkit/icons/icons';
import { Dropdown } from '../../toolkit/dropdown/Dropdown';
import { clientLabel, DROPDOWN_MAX_CLIENTS, NICKNAME_CONTROL } from './client-label';
import { useClientTaxId } from './use-client-tax-id';

/** Only firms with many clients open it, so it loads on first use instead of with the portal. */
const ClientSelectModal = lazy(() => import('./ClientSelectModal').then((m) => ({ default: m.ClientSelectModal })));

function Summary({ client, showNickname, caret }: { client: Client; showNickname: boolean; caret: boolean }) {
  const { t } = useTranslation('shell');
  const taxId = useClientTaxId()(client);
  const label = clientLabel(client, showNickname);
  return (
    <>
      <span className="client-initials" aria-hidden="true">
        {client.initials}
      </span>
      <span className="client-summary-text">
        <span className="client-title">{t('clients.title')}</span>
        {/* Two lines at most: a longer name ends in an ellipsis, whole in the tooltip and the button's name. */}
        <span className="client-name" title={label}>{label}</span>
        {taxId && <span className="client-tax-id">{taxId}</span>}
      </span>
      {caret && (
        <>
          <span className="visually-hidden">{t('clients.changeClient')}</span>
          <Icon name="chevronDown" className="caret" />
        </>
      )}
    </>
  );
}

/**
 * The active client in the header (spec 000 §2): a caret only with more than one client, a dropdown of
 * the others up to six, the 'Select a Client' modal beyond.
 */
export function ClientSwitcher() {
  const { t } = useTranslation('shell');
  const store = useService(TOKENS.Clients, 'ClientSwitcher');
  const taxIdOf = useClientTaxId();
  const permissions = useService(TOKENS.Permissions, 'ClientSwitcher');
  useSnapshot(useService(TOKENS.Session).state);
  const { clients, total, activeClientId, status } = useSnapshot(store.state);
  const [modalOpen, setModalOpen] = useState(false);
  const showNickname = permissions.hasControl(NICKNAME_CONTROL);
  const active = clients.find((c) => c.id === activeClientId);

  if (!active) {
    return status === 'loading' ? (
      <div className="client-switcher loading" role="status">
        {t('clients.loading')}
      </div>
    ) : null;
  }

  const count = Math.max(total, clients.length);
  if (count <= 1) {
    return (
      <div className="client-switcher single" data-testid="client-switcher">
        <Summary client={active} showNickname={showNickname} caret={false} />
      </div>
    );
  }

  if (count > DROPDOWN_MAX_CLIENTS) {
    return (
      <div className="client-switcher" data-testid="client-switcher">
        <button type="button" className="client-switcher-toggle" aria-haspopup="dialog" onClick={() => setModalOpen(true)}>
          <Summary client={active} showNickname={showNickname} caret />
        </button>
        {modalOpen && (
          <Suspense fallback={null}>
            <ClientSelectModal store={store} showNickname={showNickname} onClose={() => setModalOpen(false)} />
          </Suspense>
        )}
      </div>
    );
  }

  return (
    <Dropdown
      className="client-switcher"
      buttonClassName="client-switcher-toggle"
      align="start"
      label={<Summary client={active} showNickname={showNickname} caret />}
    >
      {(close) => (
        <ul className="client-dropdown-list" aria-label={t('clients.otherClients')}>
          {clients
            .filter((c) => c.id !== activeClientId)
            .map((client) => (
              <li key={client.id}>
                <button
                  type="button"
                  className="menu-item"
                  onClick={() => {
                    store.setActive(client.id);
                    close();
                  }}
                >
                  <span className="client-initials" aria-hidden="true">
                    {client.initials}
                  </span>
                  <span className="client-option-text">
                    <span>{clientLabel(client, showNickname)}</span>
                    {taxIdOf(client) && <span className="client-tax-id">{taxIdOf(client)}</span>}
                  </span>
                </button>
              </li>
            ))}
        </ul>
      )}
    </Dropdown>
  );
}
