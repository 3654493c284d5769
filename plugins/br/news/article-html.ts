import DOMPurify from 'dompurify';
import { articleSanitizer } from './article-rules';

/** Article HTML made safe to render in the browser, by the rules the server cleaned it with (article-rules.ts). */
export const sanitizeArticleHtml = articleSanitizer(DOMPurify(window));
