import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, formatMonth, TOKENS, useFirmDateTime, useKernel, useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import type { StaffClient } from '../../../common/documents';
import { fillPath } from '@portico/contract/api-paths';
import { downloadFile } from '../../reports';
import { ENDPOINTS, OBLIGATION_LABELS, PROTOCOLS_API, type Protocol } from '../contract';
import { staffProtocolsKey } from './staff-protocols';

/** The client's receipts, last delivered first, each with its PDF to download and a button that withdraws it. */
export function ProtocolList({ client }: { client: StaffClient }) {
  const { t } = useTranslation('br.protocols');
  const http = useKernel().get(TOKENS.Http);
  const [failed, setFailed] = useState<string | null>(null);
  const receipts = useRemoteQuery(staffProtocolsKey(client.id), (signal) =>
    call(http, ENDPOINTS.getStaffProtocols, { params: { clientId: client.id }, query: { itemsPerPage: 100 } }, { signal }));
  const dateTime = useFirmDateTime();
  const [downloadFailed, setDownloadFailed] = useState<string | null>(null);
  const download = (receipt: Protocol) => {
    setDownloadFailed(null);
    downloadFile(http, fillPath(PROTOCOLS_API.staffProtocolDocument, { clientId: client.id, protocolId: receipt.id }), receipt.fileName)
      .catch(() => setDownloadFailed(receipt.fileName));
  };

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
      {downloadFailed && <p role="alert">{t('staff.downloadFailed', { file: downloadFailed })}</p>}
      <RemoteView remote={receipts} failed={t('failed')}>
        {({ items, totalItems }) => items.length === 0 ? <p className="empty-state">{t('staff.none')}</p> : (
          <>
            <p>{t('count', { count: totalItems })}</p>
            <ul className="staff-uploads">
              {items.map((p) => (
                <li key={p.id}>
                  <span className="staff-uploads__name">{OBLIGATION_LABELS[p.obligation]} · {formatMonth(p.competence)}</span>
                  <button type="button" className="documents-button" onClick={() => download(p)}>{t('staff.download', { file: p.fileName })}</button>
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
