import { describe, expect, it } from 'vitest';
import { rememberedUnlessFailed, settledNow, tracked } from './settled';

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

describe('rememberedUnlessFailed', () => {
  it('asks once per key and shares the answer between callers', async () => {
    const memory = new Map<string, Promise<number>>();
    const asked: string[] = [];
    const ask = (key: string) => () => { asked.push(key); return Promise.resolve(key.length); };
    const [a, b] = [rememberedUnlessFailed(memory, 'one', ask('one')), rememberedUnlessFailed(memory, 'one', ask('one'))];
    expect(a).toBe(b);
    expect(await rememberedUnlessFailed(memory, 'three', ask('three'))).toBe(5);
    expect(await rememberedUnlessFailed(memory, 'one', ask('one'))).toBe(3);
    expect(asked).toEqual(['one', 'three']);
  });

  it('forgets a failure, so the next caller asks again; a newer answer is not dropped by an older failure', async () => {
    const memory = new Map<string, Promise<string>>();
    let fail!: (error: Error) => void;
    const failing = rememberedUnlessFailed(memory, 'c1', () => new Promise<string>((_, reject) => { fail = reject; }));
    fail(new Error('offline'));
    await expect(failing).rejects.toThrow('offline');
    expect(await rememberedUnlessFailed(memory, 'c1', () => Promise.resolve('on'))).toBe('on');

    let lateFail!: (error: Error) => void;
    const stale = rememberedUnlessFailed(memory, 'c2', () => new Promise<string>((_, reject) => { lateFail = reject; }));
    memory.set('c2', Promise.resolve('renewed'));
    lateFail(new Error('late'));
    await expect(stale).rejects.toThrow('late');
    expect(await memory.get('c2')).toBe('renewed');
  });
});

