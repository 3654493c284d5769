import { useTranslation } from 'react-i18next';
import { call, TOKENS, useService, type HttpClient } from '@portico/plugin';
import { FIRM_SWITCHES, type FirmSwitch } from '../access-catalog';
import { ENDPOINTS, type ClientPage } from '../contract';
import { nameKey } from './ContactCard';
import { ErrorText } from './ErrorText';
import { useWrite } from './use-write';

/** The firm's hide switches (every contact of the firm): shown to all staff, changed by its administrators. */
export function FirmSwitches({ page, http, onChange }: { page: ClientPage; http: HttpClient; onChange: (page: ClientPage) => void }) {
  const { t } = useTranslation('common.firm-clients');
  const permissions = useService(TOKENS.Permissions);
  const admin = permissions.isGranted('Firm.Administration');
  const write = useWrite();
  const toggle = (name: FirmSwitch, on: boolean) => write.run(async () =>
    onChange(await call(http, ENDPOINTS.putFirmClientSwitch, { params: { clientId: page.client.id, name }, body: { on } })));
  const switches = FIRM_SWITCHES.filter((name) => permissions.isKnown(name));
  return (
    <fieldset className="firm-clients-switches">
      <legend>{t('switches.title')}</legend>
      <p className="hint">{admin ? t('switches.firmWide') : t('switches.adminsOnly')}</p>
      {switches.map((name) => (
        <label key={name} className="firm-clients-toggle">
          <input type="checkbox" checked={page.switches.includes(name)} disabled={!admin || write.pending}
            onChange={(event) => void toggle(name, event.target.checked)} />
          {t(`switches.${nameKey(name)}`)}
        </label>
      ))}
      <ErrorText code={write.error} />
    </fieldset>
  );
}
