import { lazy, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { AfterSignIn } from '../logging/screens/AfterSignIn';
import { Shell } from '../shell/Shell';
import { CompanyRoute } from '../auth/screens/company-route';
import { PreviewBanner } from '../auth/screens/PreviewBanner';
import { SessionGate } from '../auth/screens/SessionGate';
import { TermsGuard, TermsPage } from '../auth/screens/terms';
import { TERMS_PAGE } from '../platform/names';

const NotAuthorizedPage = lazy(() => import('../auth/screens/AuthOutcomePages').then((m) => ({ default: m.NotAuthorizedPage })));
const StaffRoutes = lazy(() => import('./StaffRoutes').then((m) => ({ default: m.StaffRoutes })));

/**
 * Everything behind the session: the preview banner, the shell and its routes, the areas behind the terms
 * guard. A chunk of its own, so the sign-in page never downloads the shell (see PortalRoutes).
 */
export default function SignedInFrame({ areas }: { areas: ReactNode }) {
  return (
    <SessionGate>
      <AfterSignIn />
      <PreviewBanner />
      <Shell>
        <Switch>
          <Route path="/not-authorized/"><NotAuthorizedPage /></Route>
          <Route path="/not-authorized"><NotAuthorizedPage /></Route>
          <Route path="/staff" nest><StaffRoutes /></Route>
          <Route path="/company/:companyId"><CompanyRoute /></Route>
          <Route path={TERMS_PAGE}><TermsPage /></Route>
          <Route><TermsGuard>{areas}</TermsGuard></Route>
        </Switch>
      </Shell>
    </SessionGate>
  );
}
