import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { App } from './type-provider';

/**
 * Brotli or gzip for every compressible answer (JSON, HTML, XML, CSV…), as the browser's Accept-Encoding
 * allows. The built assets are compressed once at build time (`.br`/`.gz` beside each file, served by the
 * static plugin's preCompressed option); this covers what is made per request, e.g. index.html with its
 * configuration and API answers. Already-compressed types (PDF, ZIP, images) pass through untouched.
 */
export async function installCompression(app: App): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 is brotli's sweet spot for per-request work: near gzip-9 size at a fraction of the CPU.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
