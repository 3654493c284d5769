import { describe, expect, it } from 'vitest';
import { answersFile } from './endpoint';
import { ENDPOINTS } from './endpoints';
import { CORE_ROUTES } from './routes';

describe("core's routes", () => {
  it('name every declared operation once, with its method and path, and say which answer a file', () => {
    expect(Object.keys(CORE_ROUTES).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const [id, route] of Object.entries(CORE_ROUTES)) {
      const declared = ENDPOINTS[id as keyof typeof ENDPOINTS];
      expect({ id, method: route.method, path: route.path, file: route.file === true })
        .toEqual({ id, method: declared.method, path: declared.path, file: answersFile(declared) });
    }
  });
});
