import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import Piscina from 'piscina';
import { BOXE_ERROR_CODES } from '../contract';
import { featureErrors } from '@portico/plugin-server';
import type { PrintableAnswer, PrintableTask } from './printable-worker';

const errors = featureErrors(BOXE_ERROR_CODES);

/** Printables waiting for a worker beyond which a request is refused at once rather than queued. */
const MAX_WAITING = 32;

export interface PrintablePool {
  /**
   * The PDF, or an AppError: 422 with the XML's refusal code, 503 BOXE_PRINTABLE_TIMEOUT past the time limit,
   * 503 BOXE_PRINTABLE_BUSY when too many wait already.
   */
  render(task: PrintableTask): Promise<Buffer>;
  /** Worker threads alive now (one is always up). */
  readonly threads: number;
  close(): Promise<void>;
}

const PRINTABLE_WORKER = new URL('./printable-worker.ts', import.meta.url);

/**
 * Printables are made in worker threads, so a heavy or hostile document never holds the event loop. The time
 * limit covers the wait for a worker and the work; past it piscina terminates the thread that runs the task
 * (a loop cannot outlive it) and starts a fresh one when needed. One core is left to the event loop.
 */
export function createPrintablePool(options: { timeoutMs: number; worker?: URL }): PrintablePool {
  const pool = new Piscina<PrintableTask, PrintableAnswer>({
    filename: (options.worker ?? PRINTABLE_WORKER).href,
    // The server runs TypeScript through tsx, and so must its workers, whatever started the process (vitest too)
    // and from whatever directory: tsx is named by its resolved path.
    execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href],
    // One worker is always up (started with the server, replaced at once when a time limit stops one): loading
    // tsx, pdf-lib and the layout takes seconds on a busy machine, which a request's time limit must not pay.
    minThreads: 1,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 60_000,
    // Below the event loop's priority (Linux, where piscina's @napi-rs/nice applies it per thread): on a busy
    // machine a printable waits, not the requests.
    niceIncrement: 10,
    // A document past the parser's limits never gets here; this is the backstop for one that gets through.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  const timeout = () => errors.error(503, 'BOXE_PRINTABLE_TIMEOUT', `The printable could not be made within ${options.timeoutMs} ms`);
  return {
    async render(task) {
      if (pool.queueSize >= MAX_WAITING) throw errors.error(503, 'BOXE_PRINTABLE_BUSY', 'Too many printables are being made; try again shortly');
      let answer: PrintableAnswer;
      try {
        answer = await pool.run(task, { signal: AbortSignal.timeout(options.timeoutMs) });
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') throw timeout();
        if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') throw errors.error(422, 'BOXE_XML_TOO_COMPLEX', 'The XML needs too much memory to print');
        throw error;
      }
      if ('refused' in answer) throw errors.error(422, answer.refused, answer.message);
      return Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength);
    },
    get threads() { return pool.threads.length; },
    close: () => pool.close(),
  };
}
