import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Logger } from './logger';
import { installGlobalHooks } from './global-hooks';

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

describe('installGlobalHooks', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('logs window errors and unhandled rejections as frontEndException with module, message and stack', () => {
    const logger = new Logger();
    const target = new EventTarget() as unknown as Window;
    const uninstall = installGlobalHooks(logger, target);
    const thrown = new TypeError('x is undefined');
    target.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message, filename: 'https://portal.example/assets/documents-1a2b.js' }));
    target.dispatchEvent(rejection(new Error('network down')));
    target.dispatchEvent(rejection('plain reason'));
    const entries = logger.take(10);
    expect(entries.map((e) => e.type)).toEqual(['frontEndException', 'frontEndException', 'frontEndException']);
    expect(entries[0]!.data.logs[0]).toMatchObject({ module: '/assets/documents-1a2b.js', message: 'x is undefined', stack: thrown.stack });
    expect(entries[1]!.data.logs[0]).toMatchObject({ module: 'unhandledrejection', message: 'network down' });
    expect((entries[1]!.data.logs[0] as { stack?: string }).stack).toContain('network down');
    expect(entries[2]!.data.logs[0]).toMatchObject({ module: 'unhandledrejection', message: 'plain reason' });

    uninstall();
    target.dispatchEvent(rejection(new Error('after uninstall')));
    expect(logger.pending).toBe(0);
  });

  it('swallows a failure of the logger itself instead of raising another error', () => {
    const logger = new Logger();
    vi.spyOn(logger, 'error').mockImplementation(() => {
      throw new Error('logger broken');
    });
    const target = new EventTarget() as unknown as Window;
    installGlobalHooks(logger, target);
    expect(() => target.dispatchEvent(new ErrorEvent('error', { message: 'boom' }))).not.toThrow();
    expect(console.warn).toHaveBeenCalledWith('[logging] could not log an uncaught error', expect.any(Error));
  });
});
