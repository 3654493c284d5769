import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { Icon } from '@portico/toolkit/icons/icons';
import { DEBUG_PANEL_MODAL } from '../logging/debug-names';
import { DiagnosticsMenuItem } from '../platform/screens/DiagnosticsMenuItem';
import { Dropdown } from '../toolkit/dropdown/Dropdown';
import type { ShellVisibility } from './shell-options';

/** Opened from the menu now and then: it loads on first use instead of with the portal. */
const ProfileSettingsModal = lazy(() => import('../profile/screens/ProfileSettingsModal').then((m) => ({ default: m.ProfileSettingsModal })));

/** Account dropdown (spec 000 §2): username and e-mail, profile settings, the staff area, sign out. */
export function AccountMenu({ visibility }: { visibility: ShellVisibility }) {
  const { t } = useTranslation('shell');
  const kernel = useKernel();
  const session = useSnapshot(kernel.get(TOKENS.Session).state);
  const { profile } = useSnapshot(kernel.get(TOKENS.Profile).state);
  // The debug panel (core/logging) registers itself only for users who may use it.
  const { registered } = useSnapshot(kernel.get(TOKENS.Modals).state);
  const [profileOpen, setProfileOpen] = useState(false);
  const meta = session.info?.meta;
  const name = profile ? [profile.firstName, profile.lastName].filter(Boolean).join(' ') : [meta?.FirstName, meta?.LastName].filter(Boolean).join(' ');
  const email = profile?.email ?? meta?.EmailAddress ?? '';
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');

  return (
    <>
      <Dropdown
        className="account-menu"
        buttonClassName="header-button account-toggle"
        label={
          <>
            <span className="visually-hidden">{t('account.menuLabel', { name })}</span>
            <span className="account-initials" aria-hidden="true">
              {initials}
            </span>
            <Icon name="chevronDown" className="caret" />
          </>
        }
      >
        {(close) => (
          <div className="account-panel">
            <p className="account-name">{name}</p>
            <p className="account-email">{email}</p>
            <ul>
              {visibility.profileSettings && (
                <li>
                  <button
                    type="button"
                    className="menu-item"
                    onClick={() => {
                      close();
                      setProfileOpen(true);
                    }}
                  >
                    {t('account.profileSettings')}
                  </button>
                </li>
              )}
              {(visibility.staffLink || profile?.isStaff) && (
                <li>
                  <a className="menu-item" href="/staff/">
                    {t('account.staffArea')}
                  </a>
                </li>
              )}
              {registered.includes(DEBUG_PANEL_MODAL) && (
                <li>
                  <button
                    type="button"
                    className="menu-item"
                    onClick={() => {
                      close();
                      kernel.get(TOKENS.Modals).openNamed(DEBUG_PANEL_MODAL);
                    }}
                  >
                    {t('debug:panel.menuItem')}
                  </button>
                </li>
              )}
              <DiagnosticsMenuItem onNavigate={close} />
              <li>
                <button
                  type="button"
                  className="menu-item sign-out"
                  onClick={() => {
                    close();
                    void kernel.get(TOKENS.SignOut).signOut();
                  }}
                >
                  {t('account.signOut')}
                </button>
              </li>
            </ul>
          </div>
        )}
      </Dropdown>
      {profileOpen && (
        <Suspense fallback={null}>
          <ProfileSettingsModal onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
