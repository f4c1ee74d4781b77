import { lazy, memo, Suspense, use, useEffect, useId, useRef, useState, type ComponentType } from 'react';

const nothing = () => null;

/** The server's loads of every deferred part defined so far (started when the part's module is evaluated). */
const serverLoads: Promise<unknown>[] = [];

/**
 * On the server, resolves once the code of every deferred part defined so far is there, so a render shows their
 * content in place (never as a boundary streamed later). The page part that defines them waits for it
 * (app/lib/page-part.tsx).
 */
export function deferredPartsLoaded(): Promise<void> {
  return Promise.all(serverLoads).then(() => undefined);
}

/** How far below the viewport a deferred part starts loading: about a phone screen, so a scroll rarely meets it unhydrated. */
const NEAR_VIEWPORT = '0px 0px 800px 0px';

/** When the browser hydrates a deferred part: once it comes near the viewport, or as soon as the page is hydrated. */
export type HydrateWhen = 'near-viewport' | 'after-page';

/**
 * A part of a page whose code is its own chunk, rendered by the server in place and hydrated in the browser only when
 * it comes near the viewport (or, with 'after-page', right after the rest of the page): text, tables and lists below
 * the fold that the page's first hydration need not touch. React hydrates a Suspense boundary whose code is missing
 * later and keeps the server's markup meanwhile: no layout shift, and links and forms work without the code. The part
 * sits in a `div` with `className` (the element the browser watches).
 *
 * A change above the part before it is hydrated (a prop, or a context such as the cart's) makes React drop the
 * server's markup and render the part afresh: until the code is there it shows a copy of that markup (taken before
 * hydration), so nothing disappears. The part is memoised, so a parent's render with the same props is no change. A
 * context the part reads must not change what it renders before it is hydrated: React may hydrate it with the new value
 * and find markup that no longer matches (a console error, and the part rendered afresh).
 *
 * On a page the browser renders itself (a client-side navigation) the code is fetched at once and the part shows when
 * it arrives.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, className: string, when: HydrateWhen = 'near-viewport') {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // A failed fetch shows nothing: Vite's preload error has put up the chunk-load alert with its retry (app/lib/chunk-load.ts).
  const start = () => (loading ??= load().then((component) => (loaded = component), () => nothing));
  if (typeof document === 'undefined') serverLoads.push(start());
  const Lazy = lazy(() => start().then((component) => ({ default: component })));

  /** Suspends until `near` resolves, then renders the part's code (fetched then). */
  function WhenNear({ near, props }: { near: Promise<void>; props: P }) {
    use(near);
    return <Lazy {...props} />;
  }

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const id = useId();
    // Decided once, at mount: a render from the server's HTML waits for the viewport; a fresh render does not.
    const [near] = useState(() => {
      if (loaded || typeof document === 'undefined' || document.documentElement.dataset.hydrated !== undefined) return null;
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve, serverHtml: document.getElementById(id)?.innerHTML ?? '' };
    });
    useEffect(() => {
      const element = ref.current;
      if (!near || !element) return;
      if (when === 'after-page' || typeof IntersectionObserver === 'undefined') return near.resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          near.resolve();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [near]);
    const Loaded = loaded;
    return (
      <div ref={ref} id={id} className={className}>
        <Suspense fallback={near ? <div className="deferred-part__copy" dangerouslySetInnerHTML={{ __html: near.serverHtml }} /> : null}>{Loaded ? <Loaded {...props} /> : near ? <WhenNear near={near.promise} props={props} /> : <Lazy {...props} />}</Suspense>
      </div>
    );
  }
  return memo(Deferred);
}
