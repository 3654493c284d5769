import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@portico/core/i18n/languages';
import { featureTranslationDirs } from '../../scripts/feature-i18n.mjs';

const ASSETS = resolve('public/assets');
const REFERENCE = 'en-us';

/** Every namespace folder: "portal" at assets/i18n, core's others at assets/NS/i18n, each feature's in its folder. */
function namespaceDirs(): Array<{ ns: string; dir: string }> {
  const dirs = [{ ns: 'portal', dir: join(ASSETS, 'i18n') }];
  for (const entry of readdirSync(ASSETS, { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(join(ASSETS, entry.name, 'i18n'))) dirs.push({ ns: entry.name, dir: join(ASSETS, entry.name, 'i18n') });
  }
  return [...dirs, ...featureTranslationDirs().map(({ namespace, dir }) => ({ ns: namespace, dir: resolve(dir) }))];
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

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
const CLDR_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Compares one language's keys with the reference language's. A plural ("files_one", "files_other") must come
 * in exactly the forms the language's own plural rules have (i18next picks them by Intl.PluralRules: French
 * and Portuguese need "_many" too, "_zero" is an optional extra), so plurals are compared by their base key.
 */
export function keyProblems(lang: string, reference: Map<string, unknown>, texts: Map<string, unknown>): string[] {
  const problems: string[] = [];
  const plain = (keys: Map<string, unknown>) => [...keys.keys()].filter((k) => !PLURAL.test(k));
  const plurals = (keys: Map<string, unknown>) => {
    const forms = new Map<string, Set<string>>();
    for (const key of keys.keys()) {
      const m = PLURAL.exec(key);
      if (m) forms.set(m[1]!, (forms.get(m[1]!) ?? new Set()).add(m[2]!));
    }
    return forms;
  };
  const refPlain = plain(reference);
  for (const key of refPlain) if (!texts.has(key)) problems.push(`${lang}: missing ${key}`);
  for (const key of plain(texts)) if (!refPlain.includes(key)) problems.push(`${lang}: extra ${key}`);
  const refForms = plurals(reference);
  const forms = plurals(texts);
  // In CLDR's order: the order ICU lists them in changed between Node releases.
  const categories = (new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[])
    .sort((a, b) => CLDR_ORDER.indexOf(a) - CLDR_ORDER.indexOf(b));
  for (const base of refForms.keys()) {
    const have = forms.get(base) ?? new Set();
    for (const category of categories) if (!have.has(category)) problems.push(`${lang}: missing ${base}_${category} (its plural rules need ${categories.join(', ')})`);
    for (const category of have) if (category !== 'zero' && !categories.includes(category)) problems.push(`${lang}: ${base}_${category} is not a plural form of ${lang}`);
  }
  for (const base of forms.keys()) if (!refForms.has(base)) problems.push(`${lang}: extra plural ${base}`);
  for (const [key, value] of texts) {
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${lang}: ${key} is empty or not text`);
  }
  return problems;
}

describe('translations', () => {
  const namespaces = namespaceDirs();

  it('finds the core namespaces and every feature folder\'s', () => {
    expect(namespaces.map((n) => n.ns)).toEqual(expect.arrayContaining(['portal', 'shell', 'common.documents', 'br.tax-calendar', 'br.boxe']));
    const features = readdirSync('plugins', { withFileTypes: true }).filter((d) => d.isDirectory())
      .flatMap((ns) => readdirSync(join('plugins', ns.name), { withFileTypes: true }).filter((d) => existsSync(join('plugins', ns.name, d.name, 'feature.ts'))).map((d) => `${ns.name}.${d.name}`));
    expect(features.filter((id) => !namespaces.some((n) => n.ns === id))).toEqual([]);
  });

  it('the plural check asks each language for its own plural forms', () => {
    const en = new Map([['files_one', 'one file'], ['files_other', '{{count}} files'], ['title', 'Files']]);
    expect(keyProblems('en-us', en, en)).toEqual([]);
    expect(keyProblems('fr-ca', en, new Map([['files_one', 'x'], ['files_other', 'x'], ['title', 'x']]))).toEqual(['fr-ca: missing files_many (its plural rules need one, many, other)']);
    expect(keyProblems('nl-nl', en, new Map([['files_one', 'x'], ['files_other', 'x'], ['files_few', 'x'], ['title', 'x']]))).toEqual(['nl-nl: files_few is not a plural form of nl-nl']);
    expect(keyProblems('pt-br', en, new Map([['files_one', 'x'], ['files_many', 'x'], ['files_other', 'x'], ['files_zero', 'nenhum'], ['title', '']]))).toEqual(['pt-br: title is empty or not text']);
  });

  for (const { ns, dir } of namespaces) {
    it(`namespace "${ns}": all eight languages have the en-us keys (plurals in their own forms), none empty`, () => {
      const read = (lang: string) => flatten(JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')));
      const reference = read(REFERENCE);
      const problems: string[] = [];
      for (const lang of SUPPORTED_LANGUAGES) {
        if (!existsSync(join(dir, `${lang}.json`))) {
          problems.push(`${lang}: file missing`);
          continue;
        }
        problems.push(...keyProblems(lang, reference, read(lang)));
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
