import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { REGIONAL_LOGOUT_PATHS } from '@portico/contract/api-paths';
import { NotFound } from '../app/AreaRoutes';
import { Shell } from '../shell/Shell';
import { CompanyRoute } from './company-route';
import { PreviewBanner } from './PreviewBanner';
import {
  FirmLockedPage, LogoutPage, MfaRequiredPage, NotAuthorizedPage, SignInErrorPage,
} from './screens/AuthOutcomePages';
import { MobilePage, WellKnownPage } from './screens/DevicePages';
import { SignInPage } from './screens/SignInPage';
import { StaffPage } from './screens/StaffPage';
import { SessionGate } from './SessionGate';
import { TermsGuard, TermsPage } from './terms';
import './auth.css';

/**
 * The routes of spec 000 §2 around the areas: sign-in screens without a session; everything else behind the
 * session gate, inside the preview banner and the shell; the areas also behind the terms guard.
 */
export function PortalRoutes({ areas }: { areas: ReactNode }) {
  return (
    <Switch>
      <Route path="/auth"><SignInPage /></Route>
      <Route path="/auth/firm-locked"><FirmLockedPage /></Route>
      <Route path="/auth/signin-error"><SignInErrorPage /></Route>
      <Route path="/auth/mfa-required"><MfaRequiredPage /></Route>
      <Route path="/auth/logout"><LogoutPage /></Route>
      {REGIONAL_LOGOUT_PATHS.map((path) => (
        <Route key={path} path={path}><LogoutPage /></Route>
      ))}
      <Route path="/mobile"><MobilePage /></Route>
      <Route path="/.well-known/:link"><WellKnownPage /></Route>
      <Route path="/notfound"><NotFound /></Route>
      <Route>
        <SessionGate>
          <PreviewBanner />
          <Shell>
            <Switch>
              <Route path="/not-authorized/"><NotAuthorizedPage /></Route>
              <Route path="/not-authorized"><NotAuthorizedPage /></Route>
              <Route path="/staff/"><StaffPage /></Route>
              <Route path="/staff"><StaffPage /></Route>
              <Route path="/company/:companyId"><CompanyRoute /></Route>
              <Route path="/terms-and-conditions"><TermsPage /></Route>
              <Route><TermsGuard>{areas}</TermsGuard></Route>
            </Switch>
          </Shell>
        </SessionGate>
      </Route>
    </Switch>
  );
}
