import sanitizeHtml from 'sanitize-html';

/** An image's source: https or inline data (allowedSchemes lets relative ones through). */
const SAFE_IMAGE_SOURCE = /^(?:https:|data:)/i;

/**
 * Article HTML as stored, and so as every browser renders it (the page adds no pass of its own): formatting,
 * links, images and tables only. Scripts, event handlers, styles, iframes, forms and javascript: or data: links
 * are dropped; links open in a new tab without an opener or referrer; an image whose source was refused shows
 * nothing, and one the author did not describe is decoration (alt="").
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li',
      'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'span', 'figure', 'figcaption',
    ],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
    allowedSchemes: ['https', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'data'] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !SAFE_IMAGE_SOURCE.test(frame.attribs.src ?? ''),
  });
}
