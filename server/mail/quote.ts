/** Every way text can break a line: CRLF, CR, LF, vertical tab, form feed, NEL, and the Unicode separators. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
/** Control characters other than the tab: they would show as nothing, or move what follows. */
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;

/**
 * Someone's own words in an e-mail the portal sends: every line prefixed "> " (an empty one ">"), so no line of
 * theirs can pass for the portal's text around it, whatever line breaks they typed.
 */
export function quoteLines(text: string): string {
  return text.split(LINE_BREAK).map((line) => line.replace(CONTROL, '').replace(/\s+$/, ''))
    .map((line) => (line ? `> ${line}` : '>')).join('\n');
}
