import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { AreaManifest } from '@portico/kernel/plugin';
import { useTitles } from '@portico/kernel/react/use-titles';
import { useDocumentTitle } from '../platform/document-meta';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { AlertArea } from '../alerts/screens/AlertArea';
import { HelpMenu } from '../help/screens/HelpMenu';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { useAuthorized } from '@portico/kernel/react/use-authorized';
import { PluginSlot } from '@portico/kernel/react/plugin-slot';
import { TOKENS } from '@portico/kernel/tokens';
import { AccountMenu } from './AccountMenu';
import { Brand } from './Brand';
import { ClientSwitcher } from './client-switcher/ClientSwitcher';
import { Footer } from './Footer';
import { LinkedAccounts } from './LinkedAccounts';
import { MainNav } from './MainNav';
import { FirstVisitDialog } from '../platform/screens/FirstVisitDialog';
import { ModalHost } from './modals/ModalHost';
import { OffCanvasMenu } from './OffCanvasMenu';
import { ReportIssueButton } from './ReportIssueButton';
import { loadSessionData } from './session-data';
import { shellVisibility } from './shell-options';
import { useMediaQuery, useStickyHeader, BREAKPOINTS } from './use-layout';
import './shell.css';

/**
 * The frame around every area (spec 000 §2 "Shell"): header with the firm's brand, navigation from the
 * registry, client switcher, help, account menu; the alert area; the footer; and the modal host.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const kernel = useKernel();
  const session = useSnapshot(kernel.get(TOKENS.Session).state);
  const { profile } = useSnapshot(kernel.get(TOKENS.Profile).state);
  const [location] = useLocation();
  // In the firm's workspace (/staff/…) the header leads through its areas; elsewhere through the client's.
  const inWorkspace = location === '/staff' || location.startsWith('/staff/');
  const clientAreas = useAuthorized(kernel.plugins.areas()) ?? [];
  const staffAreas = useAuthorized(kernel.plugins.staffAreas()) ?? [];
  const areas = inWorkspace ? staffAreas : clientAreas;
  const tools = useAuthorized(kernel.plugins.tools()) ?? [];
  const navBase = inWorkspace ? '/staff' : '';
  const sticky = useStickyHeader();
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.xl}px)`);
  const signedIn = session.status === 'loaded';

  useEffect(() => {
    if (signedIn) void loadSessionData(kernel);
  }, [kernel, signedIn, session.epoch]);

  const visibility = shellVisibility(kernel.get(TOKENS.Config), kernel.get(TOKENS.Permissions), profile?.isStaff ?? false);

  return (
    <div className={`shell${sticky ? ' is-sticky' : ''}`}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      {signedIn && (
        <header className="shell-header">
          <div className="shell-header-upper">
            {!wide && (
              <OffCanvasMenu>
                {(close) => <MainNav areas={areas} base={navBase} onNavigate={close} />}
              </OffCanvasMenu>
            )}
            <Brand />
            {wide && <MainNav areas={areas} base={navBase} />}
            <Suspense fallback={null}>
              <AreaTitle areas={areas} base={navBase} />
            </Suspense>
            <div className="shell-header-tools">
              {tools.map((tool) => <PluginSlot key={tool.id} manifest={tool} fallback={null} errorCard={() => null} />)}
              {visibility.linkedAccounts && <LinkedAccounts />}
              {visibility.help && <HelpMenu />}
              {visibility.reportIssue && <ReportIssueButton />}
              <AccountMenu visibility={visibility} />
            </div>
          </div>
          {!inWorkspace && (
            <div className="shell-header-lower">
              <ClientSwitcher />
            </div>
          )}
        </header>
      )}
      <AlertArea />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ModalHost />
      {signedIn && <FirstVisitDialog />}
    </div>
  );
}

/** The page title names the open area and the firm ("Documents · Northwind Accounting"); screens outside the areas name themselves. */
function AreaTitle({ areas, base }: { areas: AreaManifest[]; base: string }) {
  const [path] = useLocation();
  const titles = useTitles(areas);
  const area = areas.find((a) => path === `${base}/${a.route}` || path.startsWith(`${base}/${a.route}/`));
  useDocumentTitle(area ? titles(area) : null);
  return null;
}
