import { lazy, type ReactNode } from 'react';
import { preloadableLazy } from './preloadable-lazy';
import { Route, Switch } from 'wouter';
import { REGIONAL_LOGOUT_PATHS } from '@portico/contract/api-paths';
import '../auth/auth.css';

const outcome = <K extends 'FirmLockedPage' | 'SignInErrorPage' | 'MfaRequiredPage' | 'LogoutPage' | 'SignedOutPage'>(name: K) =>
  lazy(() => import('../auth/screens/AuthOutcomePages').then((m) => ({ default: m[name] })));
const SignInPage = lazy(() => import('../auth/screens/SignInPage').then((m) => ({ default: m.SignInPage })));
const FirmLockedPage = outcome('FirmLockedPage');
const SignInErrorPage = outcome('SignInErrorPage');
const MfaRequiredPage = outcome('MfaRequiredPage');
const LogoutPage = outcome('LogoutPage');
const SignedOutPage = outcome('SignedOutPage');
const MobileEntry = lazy(() => import('../mobile/screens/MobileEntry').then((m) => ({ default: m.MobileEntry })));
const WellKnownPage = lazy(() => import('../auth/screens/DevicePages').then((m) => ({ default: m.WellKnownPage })));

/**
 * Starts downloading the signed-in frame (shell, session gate) before React asks for it: the entry calls it
 * at boot when a session token is stored, so the shell arrives alongside the translations, not after them.
 */
const signedInFrame = preloadableLazy(() => import('./SignedInFrame').then((m) => m.default));
export const preloadSignedInFrame = signedInFrame.preload;
const SignedInFrame = signedInFrame.Component;

/**
 * The routes of spec 000 §2 around the areas: sign-in screens without a session; everything else behind the
 * session gate, inside the preview banner and the shell; the areas also behind the terms guard. Each screen
 * group is its own chunk: a first visit loads the sign-in page without the shell, a signed-in one the other way
 * round (the Suspense boundary in App shows the boot splash meanwhile). /notfound is inside the frame (AreaRoutes).
 */
export function PortalRoutes({ areas }: { areas: ReactNode }) {
  return (
    <Switch>
      <Route path="/auth"><SignInPage /></Route>
      <Route path="/auth/firm-locked"><FirmLockedPage /></Route>
      <Route path="/auth/signin-error"><SignInErrorPage /></Route>
      <Route path="/auth/mfa-required"><MfaRequiredPage /></Route>
      <Route path="/auth/logout"><LogoutPage /></Route>
      <Route path="/auth/signed-out"><SignedOutPage /></Route>
      {REGIONAL_LOGOUT_PATHS.map((path) => (
        <Route key={path} path={path}><LogoutPage /></Route>
      ))}
      <Route path="/mobile"><MobileEntry /></Route>
      <Route path="/.well-known/:link"><WellKnownPage /></Route>
      <Route><SignedInFrame areas={areas} /></Route>
    </Switch>
  );
}
