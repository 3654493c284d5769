import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../core/i18n/languages';

const ASSETS = resolve('public/assets');
const REFERENCE = 'en-us';

/** Every namespace folder: "portal" at assets/i18n, any other NS at assets/NS/i18n. */
function namespaceDirs(): Array<{ ns: string; dir: string }> {
  const dirs = [{ ns: 'portal', dir: join(ASSETS, 'i18n') }];
  for (const entry of readdirSync(ASSETS, { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(join(ASSETS, entry.name, 'i18n'))) dirs.push({ ns: entry.name, dir: join(ASSETS, entry.name, 'i18n') });
  }
  return dirs;
}

/** "a.b.c" → value, for every leaf; arrays and non-strings are reported as they are. */
function flatten(node: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}

describe('translations', () => {
  const namespaces = namespaceDirs();

  it('finds the core and plugin namespaces', () => {
    expect(namespaces.map((n) => n.ns)).toEqual(expect.arrayContaining(['portal', 'shell']));
  });

  for (const { ns, dir } of namespaces) {
    it(`namespace "${ns}": all eight languages have exactly the en-us keys, none empty`, () => {
      const read = (lang: string) => flatten(JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')));
      const reference = [...read(REFERENCE).keys()].sort();
      const problems: string[] = [];
      for (const lang of SUPPORTED_LANGUAGES) {
        if (!existsSync(join(dir, `${lang}.json`))) {
          problems.push(`${lang}: file missing`);
          continue;
        }
        const texts = read(lang);
        const keys = [...texts.keys()];
        for (const key of reference) if (!texts.has(key)) problems.push(`${lang}: missing ${key}`);
        for (const key of keys) if (!reference.includes(key)) problems.push(`${lang}: extra ${key}`);
        for (const [key, value] of texts) {
          if (typeof value !== 'string' || value.trim() === '') problems.push(`${lang}: ${key} is empty or not text`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

/** Attributes whose text a user sees or hears. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);
const LETTERS = /\p{L}/u;
/** Literal text allowed without i18next: kept tiny on purpose. */
const ALLOWED_TEXT = new Set<string>([]);

export interface UntranslatedText {
  file: string;
  line: number;
  text: string;
}

/** JSX text and text attributes written as literals (letters included) instead of through i18next. */
export function findUntranslatedText(source: string, file = 'snippet.tsx'): UntranslatedText[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: UntranslatedText[] = [];
  const report = (node: ts.Node, text: string) => {
    const value = text.replace(/\s+/g, ' ').trim();
    if (!LETTERS.test(value) || ALLOWED_TEXT.has(value)) return;
    found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: value });
  };
  const literalText = (expression: ts.Expression | undefined): string | null => {
    if (!expression) return null;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
    if (ts.isTemplateExpression(expression)) return [expression.head.text, ...expression.templateSpans.map((s) => s.literal.text)].join(' ');
    if (ts.isConditionalExpression(expression)) return [literalText(expression.whenTrue), literalText(expression.whenFalse)].filter(Boolean).join(' ') || null;
    if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.BarBarToken) return literalText(expression.right);
    return null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const text = literalText(node.expression);
      if (text) report(node, text);
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(sf))) {
      const init = node.initializer;
      const text = init && ts.isStringLiteral(init) ? init.text : init && ts.isJsxExpression(init) ? literalText(init.expression) : null;
      if (text) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('user-visible text goes through i18next', () => {
  it('the scanner flags literal JSX text and text attributes, and accepts translated or letter-free text', () => {
    const snippet = `
      export function A({ t, n }) {
        return (
          <div title="Tooltip">
            <p>Hello there</p>
            <p>{t('greeting')}</p>
            <p>{'Quoted literal'}</p>
            <input placeholder={\`Search \${n}\`} aria-label={t('search')} />
            <img alt={n ? 'Logo' : t('logo')} src="/x.png" />
            <span>{n} – {n}</span>
            <span className="Not text">:</span>
          </div>
        );
      }`;
    expect(findUntranslatedText(snippet).map((f) => f.text)).toEqual(['Tooltip', 'Hello there', 'Quoted literal', 'Search', 'Logo']);
  });

  it('no .tsx file in core/ or plugins/ shows literal text', () => {
    const files = [...tsxFiles(resolve('core')), ...tsxFiles(resolve('plugins'))];
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => findUntranslatedText(readFileSync(file, 'utf8'), relative(process.cwd(), file)));
    expect(found.map((f) => `${f.file}:${f.line} "${f.text}"`)).toEqual([]);
  });
});
