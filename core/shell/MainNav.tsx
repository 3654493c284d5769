import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { AreaManifest } from '../kernel/plugin';

/** Header navigation from the registry's authorised areas (Home, Documents, Actions …). */
export function MainNav({ areas, id, onNavigate }: { areas: AreaManifest[]; id?: string; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { t: tp } = useTranslation();
  const [location] = useLocation();
  return (
    <nav aria-label={t('shell.mainNavigation')} id={id} className="shell-nav">
      <ul>
        {areas
          .filter((a) => a.nav)
          .map((area) => {
            const href = `/${area.route}`;
            const current = location === href || location.startsWith(`${href}/`);
            return (
              <li key={area.id}>
                <Link href={href} aria-current={current ? 'page' : undefined} className={current ? 'active' : undefined} onClick={onNavigate}>
                  {tp(area.titleKey)}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
