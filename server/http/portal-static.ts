import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { USER_AUTHENTICATION_COOKIE } from '@portico/contract/api-paths';
import type { PortalConfig } from '@portico/contract/portal-config';
import { injectPortalConfig } from './portal-config';
import { isApiPath } from './api-path';
import { allowInlineStyles } from './security';
import type { App } from './type-provider';

/** Rollup names content-hashed chunks "name-[hash].js"; those never change and may be cached for a year. */
const HASHED = /-[A-Za-z0-9_]{8,}\.(js|mjs|css|map|woff2?)$/;
const LOOKS_LIKE_ASSET = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

export const NOT_BUILT_MESSAGE = 'The Portico portal has not been built yet. Run "npx rollup -c" (npm run build), then reload.';

/**
 * Serves dist/ (built portal) and index.html carrying the PortalConfig. Returns the answer for paths
 * no route matched: a client route gets index.html, an asset-looking path 404. (API paths never reach
 * it: the not-found handler answers them first, see answerUnmatched.)
 */
export async function installPortal(
  app: App, distDir: string, portalConfig: PortalConfig, pageHints: PageHints = async () => ({ head: '', splash: '' }),
): Promise<PortalFallback> {
  const indexFile = path.join(distDir, 'index.html');
  if (fs.existsSync(distDir)) {
    // The static plugin's routes declare no access; the built portal is public. Its catch-all route
    // would also match API paths spelt otherwise (`//api/…`, `/API/…`): those go to the not-found handler.
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => { route.config = { ...route.config, auth: 'public' }; });
      scope.addHook('onRequest', async (request, reply) => {
        if (isApiPath(request.url)) return reply.callNotFound();
      });
      await scope.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        index: false,
        // The build writes .br and .gz beside each text asset (rollup.config.mjs precompress).
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }

  const preloads = await firstLoadPreloads(distDir, portalConfig.features ?? []);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    let html: string;
    try {
      html = await fsp.readFile(indexFile, 'utf8');
    } catch {
      return reply.code(503).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    const hints = await pageHints(request);
    // The logo first, before the page's own scripts (HINTS_MARK): it is small and the first paint shows it; the
    // chunks queue behind it. A build without the mark gets it at the end of the head.
    const withLogo = html.includes(HINTS_MARK) ? html.replace(HINTS_MARK, hints.head) : html.replace('</head>', `${hints.head}\n</head>`);
    const chunks = preloads(request);
    const withHints = (chunks ? withLogo.replace('</head>', `${chunks}\n</head>`) : withLogo).replace(SPLASH_MARK, hints.splash)
      // The firm's name in the tab from the first byte (the portal names the screen once it runs).
      .replace(/<title>[^<]*<\/title>/, (title) => (hints.title ? `<title>${hints.title}</title>` : title));
    const page = injectPortalConfig(withHints, portalConfig);
    allowInlineStyles(reply, page);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  };

  const hidden = { schema: { hide: true }, config: { auth: 'public' as const } };
  app.get('/', hidden, sendIndex);
  app.get('/index.html', hidden, sendIndex);
  // Browsers ask for /favicon.ico whatever the page links; answer with the portal's icon, not a 404.
  app.get('/favicon.ico', hidden, async (_request, reply) => {
    try {
      const icon = await fsp.readFile(path.join(distDir, 'favicon.svg'));
      return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(icon);
    } catch {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
  });

  return async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if ((request.method === 'GET' || request.method === 'HEAD') && !LOOKS_LIKE_ASSET.test(pathname)) {
      return sendIndex(request, reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
}

/** The build's preload map (rollup.config.mjs): feature id -> its feature.ts chunk and imports; the signed-in screens; area route -> its chunks. */
const FEATURE_CHUNKS_FILE = 'feature-chunks.json';

/** Low priority: the first paint needs none of these chunks (rollup.config.mjs htmlPage says why). */
const preloadTags = (files: Iterable<string>) => [...files].map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low" />`).join('\n');

/**
 * The chunks a first load needs before the entry asks for them, so they download beside it instead of after
 * it: always the enabled features' (the entry loads them first thing, plugins/catalog.ts); and, for a browser
 * that carries the UserAuthentication cookie (set at sign-in, cleared at sign-out), the signed-in screens and
 * the chunks of the area its address opens (/documents/... the documents area's), except on the sign-in pages.
 * A build without the map (an old dist) preloads nothing.
 */
export async function firstLoadPreloads(distDir: string, features: readonly string[]): Promise<(request: FastifyRequest) => string> {
  let map: { features: Record<string, string[]>; signedIn: string[]; areas?: Record<string, { feature: string; files: string[] }> };
  try {
    map = JSON.parse(await fsp.readFile(path.join(distDir, FEATURE_CHUNKS_FILE), 'utf8')) as typeof map;
  } catch {
    return () => '';
  }
  const variant = new Set(features.flatMap((id) => map.features[id] ?? []));
  const signedIn = new Set([...variant, ...map.signedIn]);
  const always = preloadTags(variant);
  const withArea = new Map(Object.entries(map.areas ?? {}).filter(([, area]) => features.includes(area.feature))
    .map(([route, area]) => [route, preloadTags(new Set([...signedIn, ...area.files]))]));
  const signedInTags = preloadTags(signedIn);
  return (request) => {
    if (!request.cookies[USER_AUTHENTICATION_COOKIE] || request.url.startsWith('/auth')) return always;
    return withArea.get(request.url.split(/[/?#]/)[1] ?? '') ?? signedInTags;
  };
}

/** Where index.html's loading state takes the firm's logo (public/index.html). */
const SPLASH_MARK = '<!--portico:splash-->';
/** Where the built index.html takes the head's hints, before its scripts (rollup.config.mjs htmlPage). */
const HINTS_MARK = '<!--portico:hints-->';

/**
 * What depends on the request: tags for the head (a preload of the firm's logo), the loading state's logo and the
 * page's title (the firm's name, HTML-escaped), where the browser named a firm.
 */
export type PageHints = (request: FastifyRequest) => Promise<{ head: string; splash: string; title?: string }>;

export type PortalFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
