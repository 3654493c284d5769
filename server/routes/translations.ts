import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { translationPath } from '@portico/core/i18n/languages';
import type { RouteModule } from '../http/context';
import { ENDPOINTS } from '@portico/contract/endpoints';
import { serve } from '../http/serve';

/**
 * GET /api/translations/v1/bundle?lang=pt-br&ns=portal,auth,shell: the built translation files of several
 * namespaces in one answer, { ns: texts }. On a phone over HTTP/1.1 each file was a request of its own, queued
 * on the browser's six connections ahead of the API calls the first screen waits for. A namespace without a
 * file for the language is left out (the portal then asks for that file alone, and logs its failure). Public,
 * like the files themselves: the sign-in page is translated before anyone signs in.
 */
export const translationRoutes: RouteModule = (app, ctx) => {
  // The built files do not change while the server runs: each is read once (a missing one stays missing).
  const files = new Map<string, Promise<string | undefined>>();
  const readFile = (lang: string, name: string) => {
    const file = path.join(ctx.config.distDir, translationPath(lang, name));
    if (!files.has(file)) files.set(file, fsp.readFile(file, 'utf8').catch(() => undefined));
    return files.get(file)!;
  };
  serve(app, ENDPOINTS.getTranslationBundle, async (request, reply) => {
    const { lang, ns } = request.query;
    const names = [...new Set(ns.split(','))];
    const texts = await Promise.all(names.map((name) => readFile(lang, name)));
    const bundle: Record<string, unknown> = {};
    const hash = createHash('sha256');
    names.forEach((name, i) => {
      if (texts[i] === undefined) return;
      bundle[name] = JSON.parse(texts[i]) as unknown;
      hash.update(`${name}\0${texts[i]}\0`);
    });
    const etag = `"${hash.digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    return bundle;
  });
};
