import './testing/dom-for-dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './article-html';

/** A hostile article: every way markup may try to run something or leak the opener. */
const HOSTILE = [
  '<h2 onclick="steal()">Prazos</h2>',
  '<p style="background:url(javascript:x)">Envie até o <strong>dia 10</strong>.</p>',
  '<script>window.pwned = 1</script>',
  '<img src="https://cdn.example/a.png" alt="Guia" onerror="window.pwned = 2">',
  '<img src="x" onload="window.pwned = 3">',
  '<a href="javascript:window.pwned = 4">clique</a>',
  '<a href="JaVaScRiPt:alert(1)">de novo</a>',
  '<a href="https://www.gov.br/esocial" target="_self" rel="opener">Portal</a>',
  '<a href="mailto:fiscal@horizonte.example">E-mail</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name="senha"><button>Enviar</button></form>',
  '<svg><script>window.pwned = 5</script></svg>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.pwned = 6">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
].join('');

describe('sanitizeArticleHtml', () => {
  const out = sanitizeArticleHtml(HOSTILE);
  const doc = new DOMParser().parseFromString(`<div>${out}</div>`, 'text/html');

  it('keeps the formatting, images and safe links', () => {
    expect(doc.querySelector('h2')?.textContent).toBe('Prazos');
    expect(doc.querySelector('strong')?.textContent).toBe('dia 10');
    expect(doc.querySelector('img[alt="Guia"]')?.getAttribute('src')).toBe('https://cdn.example/a.png');
    expect(doc.querySelector('a[href="https://www.gov.br/esocial"]')).not.toBeNull();
    expect(doc.querySelector('a[href^="mailto:"]')).not.toBeNull();
  });

  it('drops images whose source was refused and marks undescribed ones as decoration', () => {
    expect([...doc.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([['https://cdn.example/a.png', 'Guia']]);
    const plain = new DOMParser().parseFromString(sanitizeArticleHtml('<img src="https://cdn.example/b.png">'), 'text/html');
    expect(plain.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('opens every link in a new tab without opener or referrer', () => {
    const links = [...doc.querySelectorAll('a[href]')];
    expect(links.length).toBe(2);
    for (const a of links) expect([a.getAttribute('target'), a.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });

  it('leaves nothing that runs: no scripts, handlers, styles, javascript: or data: links, frames, forms, objects', () => {
    expect(doc.querySelectorAll('script, style, iframe, form, input, button, object, embed, svg, math, meta').length).toBe(0);
    const attributes = [...doc.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));
    expect(attributes.filter((a) => /^on|^style=/i.test(a))).toEqual([]);
    expect(out).not.toMatch(/javascript:|data:text|pwned/i);
    for (const a of doc.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').toMatch(/^(https:|mailto:|$)/);
  });
});
