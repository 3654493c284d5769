import { describe, expect, it } from 'vitest';
import { settledNow, tracked } from './settled';

describe('settled promises', () => {
  it('reads a tracked promise once it has settled, and not before', async () => {
    let resolve: (value: string) => void = () => undefined;
    const answer = tracked(new Promise<string>((r) => { resolve = r; }));
    expect(settledNow(answer)).toBeUndefined();
    resolve('allowed');
    await answer;
    expect(settledNow(answer)).toEqual({ status: 'fulfilled', value: 'allowed' });
  });

  it('records a rejection with its reason', async () => {
    const failure = new Error('down');
    const answer = tracked(Promise.reject(failure));
    await answer.catch(() => undefined);
    expect(settledNow(answer)).toEqual({ status: 'rejected', reason: failure });
  });

  it('knows nothing of a promise it was not asked to track', async () => {
    const answer = Promise.resolve(1);
    await answer;
    expect(settledNow(answer)).toBeUndefined();
  });
});
