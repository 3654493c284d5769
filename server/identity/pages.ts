import { EMBEDDED_MOUNT } from './config';
import { escapeHtml as e, interpolate } from './page-text';

export const PAGE_CSS_PATH = `${EMBEDDED_MOUNT}/assets/sign-in.css`;

type Texts = Record<string, string>;

/** Every page is static HTML with one same-origin stylesheet: it passes the strict CSP (no inline script or style). */
function layout(lang: string, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${e(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<link rel="stylesheet" href="${PAGE_CSS_PATH}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface SignInPage {
  texts: Texts;
  lang: string;
  action: string;
  email?: string;
  error?: string;
  /** The error's stable code (data-code), e.g. INVALID_CREDENTIALS or RATE_LIMITED. */
  errorCode?: string;
}

export function signInPage({ texts, lang, action, email = '', error, errorCode }: SignInPage): string {
  return layout(lang, texts.title!, `<h1>${e(texts.heading!)}</h1>
<p class="lead">${e(texts.lead!)}</p>
${error ? `<p class="error" role="alert" id="signin-error"${errorCode ? ` data-code="${e(errorCode)}"` : ''}>${e(error)}</p>` : ''}
<form method="post" action="${e(action)}" novalidate>
<input type="hidden" name="lang" value="${e(lang)}">
<label for="email">${e(texts.email!)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${e(email)}"${error ? ' aria-describedby="signin-error"' : ''}${email ? '' : ' autofocus'}>
<label for="password">${e(texts.password!)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">${e(texts.submit!)}</button>
</form>
<p class="hint">${e(texts.devHint!)}</p>`);
}

export function messagePage(texts: Texts, lang: string, title: string, message: string): string {
  return layout(lang, title, `<h1>${e(title)}</h1>\n<p class="lead">${e(message)}</p>\n<p class="hint">${e(texts.devHint!)}</p>`);
}

/** oidc-provider hands over its logout form (with its xsrf field); the buttons submit it without script. */
export function logoutPage(texts: Texts, lang: string, form: string, host: string): string {
  return layout(lang, texts.logoutTitle!, `<h1>${e(interpolate(texts.logoutQuestion!, { host }))}</h1>
${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout" autofocus>${e(texts.logoutYes!)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${e(texts.logoutNo!)}</button>`);
}

/** The portal was opened at another address than its public URL: sign-in works only there. */
export function wrongAddressPage(texts: Texts, lang: string, url: string): string {
  return layout(lang, texts.wrongAddressTitle!, `<h1>${e(texts.wrongAddressTitle!)}</h1>
<p class="lead" role="alert" data-code="SIGN_IN_WRONG_ADDRESS">${e(interpolate(texts.wrongAddressBody!, { url }))}</p>
<p><a href="${e(url)}">${e(interpolate(texts.wrongAddressLink!, { url }))}</a></p>`);
}
