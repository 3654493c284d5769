/**
 * The file-name rule, one definition for the server (which enforces it on upload) and the portal
 * (which checks files before sending them). Plain TypeScript so the browser bundle may import it.
 *
 * Only what is unsafe on the server or on a common file system is refused; everyday accounting
 * names (`P&L Statement 2025.pdf`, `Invoice #1042.pdf`, accents, `%`, `+`, `'`, parentheses,
 * commas) pass. Each refusal names its class, and an offending character travels as its code
 * point (`U+202E`), so a message about a name can never be spoofed by the name itself.
 */

/** Path separators and the characters Windows (and so most sync tools) refuse in a name. */
export const FORBIDDEN_FILE_NAME_CHARACTERS = ['\\', '/', ':', '*', '?', '"', '<', '>', '|'] as const;
export const MAX_FILE_NAME_LENGTH = 200;

export const FILE_NAME_REASONS = [
  'EMPTY_NAME',
  'NAME_TOO_LONG',
  'INVALID_CHARACTER',
  'LEADING_DOT_OR_SPACE',
  'TRAILING_DOT_OR_SPACE',
  'RESERVED_NAME',
] as const;
export type FileNameReason = (typeof FILE_NAME_REASONS)[number];

export interface FileNameProblem {
  reason: FileNameReason;
  /** For INVALID_CHARACTER: the first offending character as `U+XXXX`. */
  character?: string;
}

/**
 * Invisible and format characters: controls (Cc), format (Cf: bidi controls such as U+202E,
 * zero-width U+200B..U+200D, U+FEFF, U+2060), lone surrogates, private use, line and paragraph
 * separators, and every other default-ignorable code point (Hangul fillers, variation selectors,
 * tag characters), which render as nothing.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** Windows device names, reserved with any extension and in any case (COM¹ and friends included). */
const RESERVED = /^(CON|PRN|AUX|NUL|CONIN\$|CONOUT\$|COM[0-9¹²³]|LPT[0-9¹²³])$/i;

/** `U+202E` for a character (a lone surrogate included). */
export const codePointLabel = (character: string): string =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The name with every invisible or format character written as `<U+202E>`: safe to show in a message or a log. */
export const escapeInvisible = (name: string): string =>
  [...name].map((ch) => (INVISIBLE.test(ch) ? `<${codePointLabel(ch)}>` : ch)).join('');

/** The first problem of a file name, or null when the name is acceptable. Checks the name as given (the server NFC-normalises first). */
export function fileNameProblem(name: string, maxLength: number = MAX_FILE_NAME_LENGTH): FileNameProblem | null {
  if (name.length === 0 || name.trim().length === 0) return { reason: 'EMPTY_NAME' };
  if (name.length > maxLength) return { reason: 'NAME_TOO_LONG' };
  for (const ch of name) {
    if ((FORBIDDEN_FILE_NAME_CHARACTERS as readonly string[]).includes(ch) || INVISIBLE.test(ch)) {
      return { reason: 'INVALID_CHARACTER', character: codePointLabel(ch) };
    }
  }
  if (/^[.\s]/u.test(name)) return { reason: 'LEADING_DOT_OR_SPACE' };
  if (/[.\s]$/u.test(name)) return { reason: 'TRAILING_DOT_OR_SPACE' };
  // Windows takes "CON.txt", "con.tar.gz" and "NUL .pdf" for the device.
  if (RESERVED.test(name.split('.')[0]!.trimEnd())) return { reason: 'RESERVED_NAME' };
  return null;
}

/** The key two names clash on: folders on Windows and macOS ignore case, and the server stores names NFC. */
export const nameKey = (name: string): string => name.normalize('NFC').toLocaleLowerCase('en-US');

/**
 * A name the rule accepts, close to the given one: refused characters become "-", leading and trailing dots
 * and spaces go, a reserved device name gets a "_" in front. The extension is kept when it fits.
 */
export function safeFileName(name: string, maxLength: number = MAX_FILE_NAME_LENGTH): string {
  let safe = [...name.normalize('NFC')]
    .map((ch) => ((FORBIDDEN_FILE_NAME_CHARACTERS as readonly string[]).includes(ch) || INVISIBLE.test(ch) ? '-' : ch))
    .join('')
    .replace(/^[.\s]+|[.\s]+$/gu, '');
  if (RESERVED.test(safe.split('.')[0]!.trimEnd())) safe = `_${safe}`;
  if (safe.length > maxLength) {
    const dot = safe.lastIndexOf('.');
    const extension = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
    safe = safe.slice(0, maxLength - extension.length).replace(/[.\s]+$/u, '') + extension;
  }
  return safe || 'document';
}

/** "Invoice.pdf", 2 → "Invoice (2).pdf"; an existing " (n)" is replaced, not stacked. */
export function numberedName(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return `${stem.replace(/ \(\d+\)$/u, '')} (${n})${extension}`;
}

/** The name itself when free, else the first free "Name (n).ext" from 2 on; `taken` holds nameKey()s. */
export function nextFreeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(nameKey(name))) return name;
  for (let n = 2; ; n++) {
    const candidate = numberedName(name, n);
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}
