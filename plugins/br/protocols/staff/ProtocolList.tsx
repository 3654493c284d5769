import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, formatMonth, TOKENS, useFirmDateTime, useKernel, useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import type { StaffClient } from '../../../common/documents';
import { ENDPOINTS, OBLIGATION_LABELS, type Protocol } from '../contract';
import { staffProtocolsKey } from './staff-protocols';

/** The client's receipts, last delivered first, each with a button that withdraws it. */
export function ProtocolList({ client }: { client: StaffClient }) {
  const { t } = useTranslation('br.protocols');
  const http = useKernel().get(TOKENS.Http);
  const [failed, setFailed] = useState<string | null>(null);
  const receipts = useRemoteQuery(staffProtocolsKey(client.id), (signal) =>
    call(http, ENDPOINTS.getStaffProtocols, { params: { clientId: client.id }, query: { itemsPerPage: 100 } }, { signal }));
  const dateTime = useFirmDateTime();

  const remove = async (receipt: Protocol) => {
    setFailed(null);
    try {
      await call(http, ENDPOINTS.deleteStaffProtocol, { params: { clientId: client.id, protocolId: receipt.id } });
      receipts.update((page) => ({ ...page, items: page.items.filter((p) => p.id !== receipt.id), totalItems: page.totalItems - 1 }));
    } catch {
      setFailed(receipt.number);
    }
  };

  return (
    <section aria-labelledby="staff-protocols-list">
      <h2 id="staff-protocols-list">{t('staff.published')}</h2>
      {failed && <p role="alert">{t('staff.removeFailed', { number: failed })}</p>}
      <RemoteView remote={receipts} failed={t('failed')}>
        {({ items, totalItems }) => items.length === 0 ? <p className="empty-state">{t('staff.none')}</p> : (
          <>
            <p>{t('count', { count: totalItems })}</p>
            <ul className="staff-uploads">
              {items.map((p) => (
                <li key={p.id}>
                  <span className="staff-uploads__name">{OBLIGATION_LABELS[p.obligation]} · {formatMonth(p.competence)}</span>
                  <button type="button" className="documents-button" onClick={() => void remove(p)}>
                    {t('staff.remove', { obligation: OBLIGATION_LABELS[p.obligation], competence: formatMonth(p.competence) })}
                  </button>
                  <span className="staff-uploads__where">{p.number} · {dateTime(p.deliveredAt)} · {p.fileName}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </RemoteView>
    </section>
  );
}
