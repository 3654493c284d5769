// The lite build: the same Reflect metadata API without polyfills for Map, Set and WeakMap, which every supported browser has.
import 'reflect-metadata/lite';
import { readPortalConfig } from '@portico/core/app/read-config';
import { decideStartupLanguage, directSignIn, exchangeStartupToken, reloadsAtStartup } from '@portico/core/auth/startup';
import { AuthApi, type UdsRequests } from '@portico/core/auth/auth-api';
import { HttpClient } from '@portico/core/http/http-client';
import { AUTH_KEYS } from '@portico/core/auth/auth-storage';
import { createKernel } from '@portico/core/app/create-kernel';
import { TOKENS } from '@portico/kernel/tokens';
import { STORAGE_KEYS, TokenStore } from '@portico/core/session/token-store';
import { SIGNED_IN_NAMESPACES } from '@portico/core/i18n/languages';
import { splashBrand } from '@portico/core/platform/splash-brand';
import { loadSessionData } from '@portico/core/shell/session-data';
import { termsApply, termsCheck } from '@portico/core/auth/terms-check';
import { nextTask } from '@portico/core/kernel/next-task';
import { loadCatalog } from './catalog';
import '@portico/core/app/portal.css';

/**
 * The build makes each dynamic import call this with the chunks its target imports statically
 * (rollup.config.mjs preloadDynamicImportDeps), so they download beside the target instead of after it.
 */
const preloaded = new Set<string>();
(globalThis as { __porticoPreload?: (files: string[]) => void }).__porticoPreload = (files) => {
  const links = files.filter((href) => !preloaded.has(href)).map((href) => {
    preloaded.add(href);
    return Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
  });
  if (links.length > 0) document.head.append(...links); // one insertion: one style invalidation
};

/**
 * The portal's entry: core (which names no feature) started with the variant's features from the build's
 * catalog. It lives beside the catalog so that core/ never imports plugins/.
 */
async function start() {
  const config = readPortalConfig();
  const language = decideStartupLanguage(location.href, localStorage.getItem(STORAGE_KEYS.language), navigator.language);
  if (language.reloadTo) {
    location.replace(language.reloadTo);
    return;
  }
  // The screens' code (React and the portal's tree) downloads while the entry starts the kernel below.
  const ui = import('@portico/core/app/render-portal');
  ui.catch(() => undefined); // awaited below, unless the page reloads or leaves for sign-in first
  const tokens = new TokenStore();
  const http = new HttpClient(tokens);
  const signedIn = Boolean(tokens.longToken) && !location.pathname.startsWith('/auth');
  // A returning user's session and JWT are asked for now, while the features' code downloads: they need only
  // the stored token, and every request after them waits for their answer.
  const uds: UdsRequests | undefined = signedIn && !reloadsAtStartup(location.href) ? new AuthApi(http).startUds() : undefined;
  // The variant's features only (the server preloads their chunks beside this one). Their evaluation and the
  // kernel's start each run in a task of their own, apart from the entry's evaluation: one task was 25 ms.
  await nextTask();
  const catalog = await loadCatalog(config.features ?? []);
  await nextTask();
  const kernel = createKernel({ config, catalog, overrides: { Tokens: tokens, Http: http } });
  // And what follows (the session's answer, the translations' start) in one more: together they were 29 ms.
  await nextTask();
  // A sign-in token in the address becomes a session and the page reloads without it; the app starts after.
  const auth = kernel.get(TOKENS.Auth);
  if ((await exchangeStartupToken(window, (token) => auth.jwtLogin(token))) === 'reloading') return;
  const direct = directSignIn(location.href, Boolean(kernel.get(TOKENS.Tokens).longToken));
  if (direct !== undefined) {
    try {
      // As the sign-in page does: the r in the address, else the one kept when the provider was last left.
      await auth.startSignIn(direct ?? sessionStorage.getItem(AUTH_KEYS.returnTo), language.language);
      return;
    } catch {
      // The sign-in page renders below and says the start failed, with a retry.
    }
  }
  // The translations first: every screen waits for them, and init() asks for their files at once.
  const i18n = kernel.get(TOKENS.I18n);
  if (signedIn) i18n.preload(SIGNED_IN_NAMESPACES);
  const translations = i18n.init(language.language);
  // Signed in already: fetch the shell's code and the session bindings while the translations load.
  // What the first render needs besides the translations; a failure shows through the screen that needs it.
  const firstScreen: Promise<unknown>[] = [];
  if (signedIn) {
    firstScreen.push(ui.then((screens) => screens.preloadSignedInScreens()));
    // The shell's data (profile, accounts, theme, clients), the terms check and the areas' checks are asked for
    // the moment the session is known, and the first render waits for them: the frame renders once, complete
    // (the firm's colours, the navigation, the client), where it rendered again for each answer. A failure shows
    // through the session gate (back to sign-in), the terms guard or the client switcher. (Their code is in the
    // entry, a few hundred bytes: as chunks of their own they queued behind the screens' code on a slow link.)
    const session = auth.udsLogin(uds);
    // Each group of requests leaves in a task of its own: a dozen fetches made at once were one long task.
    const afterSession = (work: () => unknown): Promise<unknown> => session.then(nextTask).then(work);
    firstScreen.push(
      afterSession(() => loadSessionData(kernel)),
      afterSession(() => (termsApply(kernel) ? termsCheck(kernel) : undefined)),
      afterSession(() => kernel.plugins.authorized(kernel.plugins.areas())),
    );
    // The code of the area in the address is needed next whatever the session says.
    const area = kernel.plugins.areas().find((a) => location.pathname.split('/')[1] === a.route);
    if (area) {
      const module = kernel.plugins.load(area);
      firstScreen.push(module); // its slot reports a failure
      // The area's head start (AreaManifest.prepare): its data leaves with the shell's, and the first render waits
      // for it too, so the first screen is the area's content rather than its loading state.
      if (area.prepare) {
        const start = { language: language.language, search: location.search };
        firstScreen.push(Promise.all([area.prepare(), session.then(nextTask)])
          .then(async ([headStart]) => (await kernel.plugins.isAuthorized(area) ? headStart.default(kernel, start) : undefined)));
      }
    }
  }
  // Awaited with the translations, so the screens render at once rather than through Suspense fallbacks.
  const [{ renderPortal }] = await Promise.all([ui, translations, ...firstScreen.map((p) => p.catch(() => undefined))]);
  splashBrand(); // before React replaces the first paint, which holds it
  renderPortal(kernel);
}

start().catch((error: unknown) => {
  console.error('Portico failed to start', error);
  document.getElementById('root')!.textContent = 'Portico could not start. Please reload the page.';
});
