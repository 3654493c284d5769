/** Just enough MIME for the tests to read a received message: headers (encoded words decoded) and its text parts. */

const decodeQp = (text: string) => Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');

const decodeWords = (value: string) => value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
  (kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQp(text.replace(/_/g, ' '))));

function split(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(headers: Map<string, string>, body: string) {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  return encoding === 'quoted-printable' ? decodeQp(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
}

export interface ReadMail {
  header(name: string): string | undefined;
  text: string | undefined;
  html: string | undefined;
}

export function readMail(raw: string): ReadMail {
  const { headers, body } = split(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1, -1)) {
      const part = split(chunk.replace(/^\r?\n/, ''));
      const type = (part.headers.get('content-type') ?? '').split(';')[0]!.trim();
      parts[type] = decodeBody(part.headers, part.body);
    }
  } else {
    parts[(headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim()] = decodeBody(headers, body);
  }
  return { header: (name) => headers.get(name.toLowerCase()), text: parts['text/plain'], html: parts['text/html'] };
}
