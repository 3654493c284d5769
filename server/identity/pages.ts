import { PRODUCT_NAME } from '@portico/contract/portal-config';
import type { Branding } from './branding';
import { EMBEDDED_MOUNT } from './config';
import { escapeHtml as e, interpolate } from './page-text';

export const PAGE_CSS_PATH = `${EMBEDDED_MOUNT}/assets/sign-in.css`;
export const PAGE_SCRIPT_PATH = `${EMBEDDED_MOUNT}/assets/sign-in.js`;
export const FORGOT_PATH = `${EMBEDDED_MOUNT}/password/forgot`;
export const RESET_PATH = `${EMBEDDED_MOUNT}/password/reset`;

type Texts = Record<string, string>;

/** What every identity page knows: its texts, language and the firm it is branded for (if the browser told us). */
export interface PageContext {
  texts: Texts;
  lang: string;
  branding?: Branding | undefined;
}

/** The shape the portal accepts for an e-mail address (the pages' script checks the same before sending). */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function brandHeader(branding: Branding | undefined): string {
  if (!branding) return '';
  const mark = branding.logo
    ? `<img src="${e(branding.logo.url)}" width="${branding.logo.width}" height="${branding.logo.height}" alt="${e(branding.firmName)}">`
    : `<span class="firm-name">${e(branding.firmName)}</span>`;
  return `<header class="brand">${mark}</header>\n`;
}

/**
 * Every page is static HTML with same-origin stylesheets and one same-origin script: it passes the strict CSP
 * (no inline script or style). The script only improves the page (field checks, show password); it works without.
 */
/** Whose sign-in it is: the firm the page is branded for, else the product. */
const siteOf = (branding: Branding | undefined) => branding?.firmName ?? PRODUCT_NAME;

function layout({ lang, branding }: PageContext, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${e(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(`${title} · ${siteOf(branding)}`)}</title>
<link rel="stylesheet" href="${PAGE_CSS_PATH}">
${branding ? `<link rel="stylesheet" href="${e(branding.stylesheet)}">\n` : ''}<script src="${PAGE_SCRIPT_PATH}" defer></script>
</head>
<body${branding ? ` class="login-bg-${e(branding.loginBackground)}"` : ''}>
${brandHeader(branding)}<main>
${body}
</main>
</body>
</html>`;
}

interface Field {
  id: string;
  label: string;
  type: 'email' | 'password';
  autocomplete: string;
  value?: string;
  error?: string | undefined;
  /** Messages the page's script shows before sending (same texts the server answers with). */
  requiredMessage: string;
  invalidMessage?: string;
  autofocus?: boolean;
  /** Ids of other elements describing the field (a page-level error). */
  describedBy?: string[];
  toggleLabel?: string;
}

/** A labelled field with its error line; aria-invalid and aria-describedby tie the message to the field. */
function field(f: Field): string {
  const errorId = `${f.id}-error`;
  const describedBy = [...(f.describedBy ?? []), ...(f.error ? [errorId] : [])];
  const input = `<input id="${f.id}" name="${f.id}" type="${f.type}" autocomplete="${f.autocomplete}" required`
    + `${f.value ? ` value="${e(f.value)}"` : ''}${f.autofocus ? ' autofocus' : ''}`
    + `${f.error ? ' aria-invalid="true"' : ''}${describedBy.length ? ` aria-describedby="${describedBy.join(' ')}"` : ''}`
    + ` data-required-message="${e(f.requiredMessage)}"${f.invalidMessage ? ` data-invalid-message="${e(f.invalidMessage)}"` : ''}>`;
  const toggle = f.toggleLabel
    ? `\n<button type="button" class="show-password" aria-controls="${f.id}" aria-pressed="false" hidden>${e(f.toggleLabel)}</button>`
    : '';
  return `<div class="field">
<label for="${f.id}">${e(f.label)}</label>
${input}${toggle}
<p class="field-error" id="${errorId}"${f.error ? '' : ' hidden'}>${e(f.error ?? '')}</p>
</div>`;
}

/** The firm's own words on its sign-in page, as plain text (line breaks kept by the stylesheet). */
const firmText = (branding: Branding | undefined) =>
  branding?.loginPageText ? `<p class="firm-text">${e(branding.loginPageText)}</p>\n` : '';

const pageError = (error: string | undefined, code: string | undefined) => error
  ? `<p class="error" role="alert" id="page-error"${code ? ` data-code="${e(code)}"` : ''}>${e(error)}</p>\n`
  : '';

export interface SignInPage extends PageContext {
  action: string;
  email?: string;
  error?: string;
  /** The error's stable code (data-code), e.g. INVALID_CREDENTIALS or RATE_LIMITED. */
  errorCode?: string;
  fieldErrors?: { email?: string; password?: string };
}

export function signInPage(page: SignInPage): string {
  const { texts: t, lang, action, email = '', error, errorCode, fieldErrors = {} } = page;
  const describedBy = error ? ['page-error'] : [];
  return layout(page, t.title!, `<h1>${e(t.heading!)}</h1>
<p class="lead">${e(interpolate(t.lead!, { site: siteOf(page.branding) }))}</p>
${firmText(page.branding)}${pageError(error, errorCode)}<form method="post" action="${e(action)}" novalidate data-validate>
<input type="hidden" name="lang" value="${e(lang)}">
${field({ id: 'email', label: t.email!, type: 'email', autocomplete: 'username', value: email, error: fieldErrors.email,
    requiredMessage: t.emailRequired!, invalidMessage: t.emailInvalid!, autofocus: !email, describedBy })}
${field({ id: 'password', label: t.password!, type: 'password', autocomplete: 'current-password', error: fieldErrors.password,
    requiredMessage: t.passwordRequired!, autofocus: Boolean(email), describedBy, toggleLabel: t.showPassword! })}
<button type="submit">${e(t.submit!)}</button>
</form>
<p class="aside"><a href="${FORGOT_PATH}?${new URLSearchParams({ lang })}">${e(t.forgotLink!)}</a></p>`);
}

export interface ForgotPage extends PageContext {
  email?: string;
  fieldError?: string | undefined;
  error?: string;
  errorCode?: string;
}

/** Asks for the account's e-mail address; whatever is typed, the next page says the same thing. */
export function forgotPasswordPage(page: ForgotPage): string {
  const { texts: t, lang, email = '', fieldError, error, errorCode } = page;
  return layout(page, t.forgotTitle!, `<h1>${e(t.forgotTitle!)}</h1>
<p class="lead">${e(t.forgotLead!)}</p>
${pageError(error, errorCode)}<form method="post" action="${FORGOT_PATH}" novalidate data-validate>
<input type="hidden" name="lang" value="${e(lang)}">
${field({ id: 'email', label: t.email!, type: 'email', autocomplete: 'username', value: email, error: fieldError,
    requiredMessage: t.emailRequired!, invalidMessage: t.emailInvalid!, autofocus: true })}
<button type="submit">${e(t.forgotSubmit!)}</button>
</form>
<p class="aside"><a href="/auth">${e(t.backToSignIn!)}</a></p>`);
}

export interface ResetPage extends PageContext {
  token: string;
  errors?: { password?: string | undefined; confirm?: string | undefined };
  minLength: number;
}

/** Sets the new password (twice); the token travels in a hidden field, never in a log line of a GET. */
export function resetPasswordPage(page: ResetPage): string {
  const { texts: t, lang, token, errors = {}, minLength } = page;
  const rule = interpolate(t.resetLead!, { min: String(minLength) });
  return layout(page, t.resetTitle!, `<h1>${e(t.resetTitle!)}</h1>
<p class="lead" id="password-rule">${e(rule)}</p>
<form method="post" action="${RESET_PATH}" novalidate data-validate>
<input type="hidden" name="lang" value="${e(lang)}">
<input type="hidden" name="token" value="${e(token)}">
${field({ id: 'password', label: t.newPassword!, type: 'password', autocomplete: 'new-password', error: errors.password,
    requiredMessage: t.passwordRequired!, autofocus: true, describedBy: ['password-rule'], toggleLabel: t.showPassword! })}
${field({ id: 'confirm', label: t.confirmPassword!, type: 'password', autocomplete: 'new-password', error: errors.confirm,
    requiredMessage: t.passwordRequired! })}
<button type="submit">${e(t.resetSubmit!)}</button>
</form>`);
}

/** A page that only says something, with at most one way on. */
export function messagePage(page: PageContext, title: string, message: string, link?: { href: string; label: string; button?: boolean }): string {
  const next = link ? `\n<p class="aside"><a href="${e(link.href)}"${link.button ? ' class="button"' : ''}>${e(link.label)}</a></p>` : '';
  return layout(page, title, `<h1>${e(title)}</h1>\n<p class="lead">${e(message)}</p>${next}`);
}

/** oidc-provider hands over its logout form (with its xsrf field); the buttons submit it without script. */
export function logoutPage(page: PageContext, form: string, host: string): string {
  const t = page.texts;
  return layout(page, t.logoutTitle!, `<h1>${e(interpolate(t.logoutQuestion!, { host }))}</h1>
${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout" autofocus>${e(t.logoutYes!)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${e(t.logoutNo!)}</button>`);
}

/** The portal was opened at another address than its public URL: sign-in works only there. */
export function wrongAddressPage(page: PageContext, url: string): string {
  const t = page.texts;
  return layout(page, t.wrongAddressTitle!, `<h1>${e(t.wrongAddressTitle!)}</h1>
<p class="lead" role="alert" data-code="SIGN_IN_WRONG_ADDRESS">${e(interpolate(t.wrongAddressBody!, { url }))}</p>
<p><a href="${e(url)}">${e(interpolate(t.wrongAddressLink!, { url }))}</a></p>`);
}
