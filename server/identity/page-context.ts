import type { FastifyRequest } from 'fastify';
import { THEME_COOKIE } from '@portico/contract/api-paths';
import type { Db } from '../db/database';
import { brandingOf } from './branding';
import { idpTexts, pageLanguage } from './page-text';
import type { PageContext } from './pages';

/** The language (the portal's ui_locales or lang, else the browser's), texts and firm of an identity page. */
export async function pageContextOf(db: Db, rootDir: string, request: FastifyRequest, asked: string | undefined): Promise<PageContext> {
  const lang = pageLanguage(asked, request.headers['accept-language']);
  return { lang, texts: idpTexts(rootDir, lang), branding: await brandingOf(db, request.cookies[THEME_COOKIE]) };
}
