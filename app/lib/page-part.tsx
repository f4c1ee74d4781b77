import { lazy, Suspense, type ComponentType } from 'react';
import { deferredPartsLoaded } from './deferred-part';

const nothing = () => null;

/** A page's main content whose code is its own chunk, and a way to fetch that code before it is rendered. */
export interface PagePart<P extends object> {
  (props: P): React.JSX.Element;
  /** Fetches the code once; resolves when it is there (or has failed: the part then shows nothing). */
  preload(): Promise<void>;
}

/**
 * The main content of one kind of page (product, category, brand) behind a route that renders several kinds: each
 * kind's code is fetched only by pages of that kind, so a category page does not load the product page's code and
 * the other way round.
 *
 * The server preloads the part in the loader, so it renders the content in its HTML and never streams it later.
 * The browser fetches it while the page's other scripts load (`preloadShownPageParts`) or, on a client-side
 * navigation, in the route's clientLoader before the new page renders. A failed fetch shows nothing: the chunk-load
 * alert with its retry is already up (entry.client's watch of Vite's preload errors).
 */
export function pagePart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): PagePart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // On the server the part is ready when the deferred parts its module defines are too (app/lib/deferred-part.tsx): they
  // render in place as well.
  const ready = typeof document === 'undefined' ? () => load().then(async (component) => (await deferredPartsLoaded(), component)) : load;
  const start = () =>
    (loading ??= ready().then(
      (component) => (loaded = component),
      () => nothing,
    ));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Part(props: P) {
    const Loaded = loaded;
    // Loaded code renders without a Suspense boundary: React hydrates a boundary in a later pass than the page around
    // it, and a choice made in between (a sort order picked as the header came alive) was reset by that hydration.
    return (
      <div className="page-part" data-page-part={name}>
        {Loaded ? (
          <Loaded {...props} />
        ) : (
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        )}
      </div>
    );
  }
  return Object.assign(Part, { preload: () => start().then(() => undefined) });
}

/** The fetches of the code of the page parts the server's HTML shows, started by the route modules. */
const shownPartLoads: Promise<void>[] = [];

/**
 * In the browser, starts fetching the code of the page part the server's HTML shows, so it arrives with the
 * page's other scripts instead of after hydration has begun and asked for it.
 */
export function preloadShownPageParts(parts: Record<string, PagePart<never>>): void {
  if (typeof document === 'undefined') return;
  const shown = document.querySelector<HTMLElement>('[data-page-part]')?.dataset.pagePart;
  if (shown && Object.hasOwn(parts, shown)) shownPartLoads.push(parts[shown]!.preload());
}

/**
 * How long hydration waits for a shown part's code: a chunk that hangs must not keep the whole page inert. Past it,
 * the part's server HTML no longer matches and React renders the part afresh once its code arrives.
 */
const SHOWN_PART_WAIT_MS = 10_000;

/**
 * Resolves when the code of the page parts the server's HTML shows is there (or after a bound). The browser hydrates
 * after it, so the page hydrates in one pass with the HTML the server rendered from the same loaded code (no
 * boundary: see `Part`). React Router imports every route module, which starts these fetches, before it imports the
 * client entry.
 */
export function shownPagePartsLoaded(): Promise<void> {
  const bound = new Promise<void>((resolve) => setTimeout(resolve, SHOWN_PART_WAIT_MS));
  return Promise.race([Promise.all(shownPartLoads).then(() => undefined), bound]);
}
