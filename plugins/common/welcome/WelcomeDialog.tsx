import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Dialog, type DialogProps, TOKENS, useKernel } from '@portico/plugin';
import { Icon, type IconName } from '@portico/toolkit/icons';
import { WELCOME_API } from './names';
import './welcome.css';

const TOUR: Array<{ key: 'documents' | 'clients' | 'help'; icon: IconName }> = [
  { key: 'documents', icon: 'cabinetOpen' },
  { key: 'clients', icon: 'badge' },
  { key: 'help', icon: 'popover' },
];

/** A first visit's greeting: what the portal is for and where things are. Closing it in any way counts as seen. */
export default function WelcomeDialog({ close }: DialogProps) {
  const { t } = useTranslation('common.welcome');
  const kernel = useKernel();
  const { info } = useSnapshot(kernel.get(TOKENS.Session).state);
  const start = useRef<HTMLButtonElement>(null);
  const firstName = info?.meta.FirstName?.trim();
  // Remembered on the server; should that fail, the dialog closes anyway and greets once more next time.
  const dismiss = () => {
    kernel.get(TOKENS.Http).put(WELCOME_API.me).catch((error: unknown) => kernel.get(TOKENS.Logger).warn('welcome', 'Dismissal not saved', error));
    close();
  };

  return (
    <Dialog
      title={firstName ? t('greeting', { name: firstName }) : t('title')}
      onClose={dismiss}
      size="small"
      initialFocus={start}
      className="welcome-dialog"
      footer={
        <button ref={start} type="button" onClick={dismiss}>
          {t('start')}
        </button>
      }
    >
      <p>{t('intro')}</p>
      <ul className="welcome-tour">
        {TOUR.map(({ key, icon }) => (
          <li key={key}>
            <Icon name={icon} className="welcome-icon" />
            <span>
              <strong>{t(`tour.${key}.title`)}</strong> {t(`tour.${key}.text`)}
            </span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
