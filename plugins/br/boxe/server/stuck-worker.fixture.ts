import type { PrintableAnswer, PrintableTask } from './printable-worker';

/** A printable worker that never finishes on the xml "loop": the time limit must end its thread. */
export default function stuck({ xml }: PrintableTask): PrintableAnswer {
  while (xml === 'loop') { /* spins until the thread is terminated */ }
  return { pdf: new Uint8Array() };
}
