import type { DOMPurify } from 'dompurify';

/**
 * What a news article may contain, for the one sanitiser (DOMPurify) on both sides: the server cleans an article
 * on the way in (a DOM of its own, server/sanitize.ts), the browser again before rendering (article-html.ts),
 * against HTML that reached the database some other way. Formatting, links, images and tables; no scripts,
 * event handlers, styles, iframes, forms or javascript: URLs.
 */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li',
  'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'span', 'figure', 'figcaption',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'];
/** Links to https and mail only; images may also be inline data (DOMPurify's data-URI rule for img). */
const SAFE_URL = /^(?:https:|mailto:)/i;

/** A sanitiser for articles on `purify`, an instance of its own so its hook changes no other code's DOMPurify. */
export function articleSanitizer(purify: DOMPurify): (html: string) => string {
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Links open in a new tab without an opener or referrer.
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.nodeName === 'IMG') {
      // An image whose source was refused shows nothing; one the author did not describe is decoration.
      if (!node.getAttribute('src')) node.remove();
      else if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  return (html) => purify.sanitize(html, {
    ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: SAFE_URL, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false,
  }) as string;
}
