import type { FastifyReply } from 'fastify';
/** RFC 6266 attachment header: an ASCII fallback plus the exact UTF-8 name in filename*. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sends a stored file as an attachment with its stored type; browsers must not sniff it or cache it. */
export function sendAttachment(
  reply: FastifyReply,
  file: { name: string; mimeType: string; size: number },
  body: Buffer | NodeJS.ReadableStream,
) {
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', attachmentDisposition(file.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(body);
}
