import { StrictMode, isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { withRuntimeChecks } from './start';

describe('strict runtime checks', () => {
  it('wraps the portal in StrictMode outside production only', () => {
    const app = <p>portal</p>;
    const checked = withRuntimeChecks(app, false);
    expect(isValidElement(checked) && checked.type).toBe(StrictMode);
    expect(withRuntimeChecks(app, true)).toBe(app);
  });
});
