import { lazy, type ComponentType } from 'react';

const nothing = () => null;

/**
 * A part of the page whose code is fetched the first time it is shown. If the file cannot be loaded, Vite's
 * preload error has already put up the chunk-load alert with its retry (entry.client's watch), so the part shows
 * nothing instead of taking the whole page down through the error boundary.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy<ComponentType<P>>(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: nothing }),
    ),
  );
}
