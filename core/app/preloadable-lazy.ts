import { createElement, lazy, type ComponentType } from 'react';

/**
 * React.lazy with a preload: once the module has arrived (preloaded before the first render), the component
 * renders it directly instead of suspending. Every Suspense fallback React shows delays the next reveal by up
 * to 300 ms, which a chain of lazy screens pays once per level on the first load.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): {
  Component: ComponentType<P>;
  preload: () => Promise<ComponentType<P>>;
} {
  let ready: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (ready = component),
      (error: unknown) => {
        loading = undefined; // the next render (or a retry) imports again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Component = (props: P) => createElement(ready ?? Lazy, props);
  return { Component, preload };
}
