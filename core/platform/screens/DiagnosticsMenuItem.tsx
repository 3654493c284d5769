import { Suspense } from 'react';
import { Link } from 'wouter';
import type { AreaManifest } from '@portico/kernel/plugin';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { useAuthorized } from '@portico/kernel/react/use-authorized';
import { useTitles } from '@portico/kernel/react/use-titles';
import { DIAGNOSTICS_ROUTE } from '../names';

/**
 * The account menu's link to the diagnostic page: shown only when an enabled feature serves that route and its
 * check lets this user in (the switch hides it).
 */
export function DiagnosticsMenuItem({ onNavigate }: { onNavigate: () => void }) {
  const page = useKernel().plugins.areas().find((area) => area.route === DIAGNOSTICS_ROUTE);
  const authorized = useAuthorized(page ? [page] : []);
  if (!page || !authorized?.includes(page)) return null;
  // The title's texts may still be loading: only this item waits for them, not the menu.
  return (
    <Suspense fallback={null}>
      <DiagnosticsLink page={page} onNavigate={onNavigate} />
    </Suspense>
  );
}

function DiagnosticsLink({ page, onNavigate }: { page: AreaManifest; onNavigate: () => void }) {
  const title = useTitles([page]);
  return (
    <li>
      <Link className="menu-item" href={`/${DIAGNOSTICS_ROUTE}`} onClick={onNavigate}>
        {title(page)}
      </Link>
    </li>
  );
}
