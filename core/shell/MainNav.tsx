import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { AreaManifest } from '@portico/kernel/plugin';
import { useTitles } from '@portico/kernel/react/use-titles';

/**
 * Header navigation from the registry's authorised areas, each titled from its own feature's translations;
 * `base` is where they are served ('/staff' for the firm's workspace).
 */
export function MainNav({ areas, base = '', id, onNavigate }: { areas: AreaManifest[]; base?: string; id?: string; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const title = useTitles(areas.filter((a) => a.nav));
  const [location] = useLocation();
  return (
    <nav aria-label={t('shell.mainNavigation')} id={id} className="shell-nav">
      <ul>
        {areas
          .filter((a) => a.nav)
          .map((area) => {
            const href = `${base}/${area.route}`;
            const current = location === href || location.startsWith(`${href}/`);
            return (
              <li key={area.id}>
                <Link href={href} aria-current={current ? 'page' : undefined} className={current ? 'active' : undefined} onClick={onNavigate}>
                  {title(area)}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
