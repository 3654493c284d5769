import { PDFDocument } from 'pdf-lib';
import { createPrintablePool } from './printable-pool';
import { demoNfe } from './printable-fixtures';

/** A worker loading TypeScript may take longer than a short limit to start: ask until one answers. */
async function untilAnswered(pool: ReturnType<typeof createPrintablePool>) {
  for (let answered = false; !answered;) answered = await pool.render({ kind: 'nfe', xml: '' }).then(() => true, () => false);
}

describe('the printable pool', () => {
  it('makes a printable in a worker thread and answers an XML refusal with its code', async () => {
    const pool = createPrintablePool({ timeoutMs: 20_000 });
    try {
      // A cold worker loads the layout, pdf-lib and fontkit with its fonts: on a busy machine that alone may pass the limit.
      for (let warm = false; !warm;) warm = await pool.render({ kind: 'nfe', xml: '' }).then(() => true, (e) => e.code !== 'BOXE_PRINTABLE_TIMEOUT');
      const pdf = await pool.render({ kind: 'nfe', xml: demoNfe({ items: 3 }) });
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
      await expect(pool.render({ kind: 'nfe', xml: '<nfeProc><NFe>' })).rejects.toMatchObject({ statusCode: 422, code: 'BOXE_XML_INVALID' });
    } finally {
      await pool.close();
    }
  });

  it('terminates a worker stuck past the time limit and answers 503 BOXE_PRINTABLE_TIMEOUT', async () => {
    const pool = createPrintablePool({ timeoutMs: 1_000, worker: new URL('./stuck-worker.fixture.ts', import.meta.url) });
    try {
      await untilAnswered(pool);
      expect(pool.threads).toBe(1);
      const started = performance.now();
      await expect(pool.render({ kind: 'nfe', xml: 'loop' })).rejects.toMatchObject({ statusCode: 503, code: 'BOXE_PRINTABLE_TIMEOUT' });
      expect(performance.now() - started).toBeLessThan(5_000);
      // The stuck worker is gone; a fresh one answers the next printable.
      await untilAnswered(pool);
      expect(pool.threads).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('answers 503 BOXE_PRINTABLE_BUSY at once when 32 printables wait already', async () => {
    const pool = createPrintablePool({ timeoutMs: 3_000, worker: new URL('./stuck-worker.fixture.ts', import.meta.url) });
    try {
      await untilAnswered(pool);
      // More than the running workers (one a core but one) and the 32 waiting, on any machine up to 32 cores.
      const waiting = Array.from({ length: 64 }, () => pool.render({ kind: 'nfe', xml: 'loop' }).catch((error: unknown) => error));
      await expect(pool.render({ kind: 'nfe', xml: 'loop' })).rejects.toMatchObject({ statusCode: 503, code: 'BOXE_PRINTABLE_BUSY' });
      const codes = new Set((await Promise.all(waiting)).map((error) => (error as { code?: string }).code));
      expect([...codes].sort()).toEqual(['BOXE_PRINTABLE_BUSY', 'BOXE_PRINTABLE_TIMEOUT']);
    } finally {
      await pool.close();
    }
  });
});
