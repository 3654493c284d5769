import DOMPurify from 'dompurify';

/** What an article may contain: formatting, links, images and tables (the server's allow-list). */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li',
  'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'span', 'figure', 'figcaption',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'];
/** Links to https and mail only; images may also be inline data (DOMPurify's data-URI rule for img). */
const SAFE_URL = /^(?:https:|mailto:)/i;

// An instance of its own, so its hook does not change how any other code's DOMPurify behaves.
const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
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

/**
 * Article HTML made safe to render, again in the browser (the server sanitises on the way in, this guards
 * against whatever else reaches the page): no scripts, event handlers, styles, iframes, forms or javascript:
 * URLs; links open in a new tab without an opener or referrer.
 */
export function sanitizeArticleHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: SAFE_URL, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false,
  }) as string;
}
