import type { WindowLike } from 'dompurify';
import { articleSanitizer } from '../article-rules';

let sanitize: ((html: string) => string) | undefined;

/**
 * Article HTML as stored: the browser's rules (../article-rules.ts), on a DOM of the server's own (jsdom). Loaded
 * when the first article is written, so a server start does not pay for jsdom.
 */
export async function sanitizeArticleHtml(html: string): Promise<string> {
  if (!sanitize) {
    const [{ default: DOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
    sanitize = articleSanitizer(DOMPurify(new JSDOM('').window as unknown as WindowLike));
  }
  return sanitize(html);
}
