import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useKernel } from '../kernel/react/kernel-context';
import { useAuthorized } from '../kernel/react/use-authorized';

/** The frame around every area: header navigation built from the registry, the main region and the footer. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const areas = useAuthorized(useKernel().plugins.areas()) ?? [];
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="shell-header">
        <nav aria-label={t('shell.mainNavigation')}>
          <ul>
            {areas
              .filter((a) => a.nav)
              .map((area) => (
                <li key={area.id}>
                  <Link href={`/${area.route}`}>{t(area.titleKey)}</Link>
                </li>
              ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
