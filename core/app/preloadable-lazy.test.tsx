import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('preloadableLazy', () => {
  it('renders a preloaded module at once, with no fallback shown', async () => {
    const { Component, preload } = preloadableLazy(async () => Hello);
    await preload();
    render(<Suspense fallback={<p>loading</p>}><Component name="maria" /></Suspense>);
    // Synchronously there: the first commit already holds the content.
    expect(screen.getByText('hello maria')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends like React.lazy when not preloaded, and imports once', async () => {
    let imports = 0;
    const { Component, preload } = preloadableLazy(async () => { imports += 1; return Hello; });
    render(<Suspense fallback={<p>loading</p>}><Component name="joao" /></Suspense>);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello joao')).toBeInTheDocument();
    await preload();
    expect(imports).toBe(1);
  });

  it('imports again after a failed import', async () => {
    let imports = 0;
    const { preload } = preloadableLazy(async () => { imports += 1; if (imports === 1) throw new Error('chunk'); return Hello; });
    await expect(preload()).rejects.toThrow('chunk');
    await expect(preload()).resolves.toBe(Hello);
    expect(imports).toBe(2);
  });
});
