import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { PluginSlot } from '@portico/kernel/react/plugin-slot';
import { useAuthorized } from '@portico/kernel/react/use-authorized';
import { TOKENS } from '@portico/kernel/tokens';
import { BootSplash } from '../platform/screens/BootSplash';
import { NotFound } from './AreaRoutes';

const StaffPage = lazy(() => import('../auth/screens/StaffPage').then((m) => ({ default: m.StaffPage })));

/**
 * The firm's workspace, nested under /staff: its landing (the preview, "view as", of a client contact) and the
 * staff areas the enabled features contribute (AreaManifest.audience 'staff'), each at /staff/{route}. The
 * server refuses every staff call to anyone but staff; an area's own check hides it from staff it is not for.
 */
export function StaffRoutes() {
  const kernel = useKernel();
  const areas = useAuthorized(kernel.plugins.staffAreas());
  // A client (or staff previewing one) has no workspace: its landing would only fail to list the firm's contacts.
  const staff = kernel.get(TOKENS.Permissions).isStaff;
  return (
    <Switch>
      <Route path="/">{staff ? <StaffPage /> : <NotFound />}</Route>
      {areas === null ? (
        <Route><BootSplash /></Route>
      ) : (
        [
          ...areas.map((area) => (
            <Route key={area.id} path={`/${area.route}`} nest>
              <PluginSlot manifest={area} />
            </Route>
          )),
          <Route key="not-found"><NotFound /></Route>,
        ]
      )}
    </Switch>
  );
}
