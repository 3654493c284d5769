import { HELP_PAGES } from '@portico/contract/help-links';
import type { PageTexts } from './content/languages';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** A string already escaped (or markup built from escaped parts). */
export interface Html { readonly html: string }
export const raw = (html: string): Html => ({ html });

/** Tagged template: interpolated strings are escaped, Html values and arrays of them are kept. */
export function html(strings: TemplateStringsArray, ...values: Array<string | number | Html | Html[]>): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    const part = Array.isArray(value) ? value.map((v) => v.html).join('') : typeof value === 'object' ? value.html : escapeHtml(String(value));
    out += part + strings[i + 1]!;
  });
  return raw(out);
}

export interface PageFrame {
  /** BCP 47 tag for <html lang>, e.g. "pt-BR". */
  htmlLang: string;
  title: string;
  firmName: string;
  texts: PageTexts;
  /** Hidden fields the header's search form carries (firm, lang). */
  searchFields: Record<string, string>;
  query?: string;
  privacyHref: string;
  body: Html;
}

/** The help pages' frame: the firm's name, a search box, the content, the privacy link. No script, one stylesheet. */
export function helpPage(frame: PageFrame): string {
  const hidden = Object.entries(frame.searchFields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  return `<!doctype html>${html`<html lang="${frame.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${frame.title} · ${frame.firmName}</title>
<link rel="stylesheet" href="${HELP_PAGES.stylesheet}">
</head>
<body>
<header class="help-header">
<div class="help-wrap">
<p class="help-firm">${frame.firmName}</p>
<p class="help-center">${frame.texts.helpCenter}</p>
<form class="help-search" role="search" method="get" action="${HELP_PAGES.search}">
${hidden}
<label class="help-visually-hidden" for="help-q">${frame.texts.searchLabel}</label>
<input id="help-q" type="search" name="q" maxlength="200" value="${frame.query ?? ''}">
<button type="submit">${frame.texts.search}</button>
</form>
</div>
</header>
<main class="help-wrap">
${frame.body}
</main>
<footer class="help-footer">
<div class="help-wrap"><a href="${frame.privacyHref}">${frame.texts.privacy}</a> · ${frame.firmName}</div>
</footer>
</body>
</html>`.html}`;
}

/** Simple, readable at 390 px, the portal's navy; served as a file because the CSP allows no inline style. */
export const HELP_CSS = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2733;background:#f5f7fa}
.help-wrap{max-width:760px;margin:0 auto;padding:0 16px}
.help-header{background:#003565;color:#fff;padding:16px 0 20px}
.help-firm{margin:0;font-size:1.25rem;font-weight:700;overflow-wrap:anywhere}
.help-center{margin:0 0 12px;opacity:.9}
.help-search{display:flex;gap:8px}
.help-search input{flex:1;min-width:0;font:inherit;padding:8px 10px;border:1px solid #8da2b8;border-radius:4px}
.help-search button{font:inherit;padding:8px 14px;border:0;border-radius:4px;background:#fff;color:#003565;font-weight:600;cursor:pointer}
.help-search button:focus-visible,.help-search input:focus-visible,a:focus-visible{outline:3px solid #f2b705;outline-offset:2px}
main.help-wrap{padding-top:24px;padding-bottom:32px}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 12px;overflow-wrap:anywhere}
h2{font-size:1.15rem;margin:24px 0 8px}
a{color:#0b5cad}
.help-list{list-style:none;padding:0;margin:0}
.help-list li{background:#fff;border:1px solid #dde3ea;border-radius:6px;padding:12px 14px;margin-bottom:10px}
.help-list a{font-weight:600}
.help-list p{margin:4px 0 0;color:#44505c}
.help-steps{background:#fff;border:1px solid #dde3ea;border-radius:6px;padding:16px 16px 16px 36px}
.help-steps li+li{margin-top:8px}
.help-note{color:#44505c}
.help-footer{border-top:1px solid #dde3ea;padding:16px 0;color:#44505c;font-size:.9rem}
.help-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
