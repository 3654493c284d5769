import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, unregisterServiceWorkers } from './register';

describe('service worker registration', () => {
  it('registers /sw.js for the whole portal', async () => {
    const register = vi.fn(async () => ({ scope: '/' }) as ServiceWorkerRegistration);
    await registerServiceWorker({ register } as unknown as ServiceWorkerContainer);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('a refused registration or a browser without workers leaves the portal running', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const register = vi.fn(async () => { throw new DOMException('insecure', 'SecurityError'); });
    await expect(registerServiceWorker({ register } as unknown as ServiceWorkerContainer)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    await expect(registerServiceWorker(undefined)).resolves.toBeUndefined();
    warn.mockRestore();
  });

  it('a development build removes the workers a production build left', async () => {
    const unregister = vi.fn(async () => true);
    const getRegistrations = async () => [{ unregister }, { unregister }] as unknown as ServiceWorkerRegistration[];
    expect(await unregisterServiceWorkers({ getRegistrations } as unknown as ServiceWorkerContainer)).toBe(2);
    expect(unregister).toHaveBeenCalledTimes(2);
  });
});
