import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup, type OutputAsset, type Plugin } from 'rollup';
import { orderedCss } from '../../scripts/ordered-css.mjs';

/** Lazily loaded modules, each with a stylesheet; the first one's stylesheet is the slower to load. */
function fixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-css-order-'));
  writeFileSync(join(dir, 'entry.js'), "export const screens = [() => import('./first.js'), () => import('./second.js')];\n");
  writeFileSync(join(dir, 'first.js'), "import './first.css';\nexport default 1;\n");
  writeFileSync(join(dir, 'second.js'), "import './second.css';\nexport default 2;\n");
  writeFileSync(join(dir, 'first.css'), '.first { color: red; }\n');
  writeFileSync(join(dir, 'second.css'), '.second { color: blue; }\n');
  return dir;
}

const slowFirstStylesheet: Plugin = {
  name: 'slow-first-stylesheet',
  async load(id) {
    if (!id.endsWith('first.css')) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
    return readFileSync(id, 'utf8');
  },
};

describe('the page stylesheet (scripts/ordered-css.mjs)', () => {
  it('orders lazily loaded modules\' stylesheets by import order, not by which finished loading first', async () => {
    const dir = fixture();
    try {
      const bundle = await rollup({ input: join(dir, 'entry.js'), plugins: [slowFirstStylesheet, orderedCss()] });
      const { output } = await bundle.generate({ dir: join(dir, 'out'), format: 'es' });
      await bundle.close();
      const css = output.find((file): file is OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'))!.source as string;
      expect(css.indexOf('.first')).toBeGreaterThanOrEqual(0);
      expect(css.indexOf('.first')).toBeLessThan(css.indexOf('.second'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
