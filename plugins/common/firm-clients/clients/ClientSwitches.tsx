import { useTranslation } from 'react-i18next';
import { call, TOKENS, useService, type HttpClient } from '@portico/plugin';
import type { ClientSwitch } from '../access-catalog';
import { ENDPOINTS, type ClientPage } from '../contract';
import { nameKey } from './ContactCard';
import { ErrorText } from './ErrorText';
import { useWrite } from './use-write';

/** The switches enabled features keep for this client (Box-E's lastToggle) or its whole firm (Box-E's order: administrators). */
export function ClientSwitches({ page, http, onChange }: { page: ClientPage; http: HttpClient; onChange: (page: ClientPage) => void }) {
  const { t } = useTranslation('common.firm-clients');
  const admin = useService(TOKENS.Permissions).isGranted('Firm.Administration');
  const write = useWrite();
  if (!page.clientSwitches.length) return null;
  const toggle = (name: ClientSwitch, on: boolean) => write.run(async () =>
    onChange(await call(http, ENDPOINTS.putFirmClientClientSwitch, { params: { clientId: page.client.id, name }, body: { on } })));
  return (
    <fieldset className="firm-clients-switches">
      <legend>{t('clientSwitches.title')}</legend>
      {page.clientSwitches.map(({ name, scope, on }) => (
        <label key={name} className="firm-clients-toggle">
          <input type="checkbox" checked={on} disabled={(scope === 'firm' && !admin) || write.pending}
            onChange={(event) => void toggle(name, event.target.checked)} />
          {t(`clientSwitches.${nameKey(name)}`)}
        </label>
      ))}
      <ErrorText code={write.error} />
    </fieldset>
  );
}
