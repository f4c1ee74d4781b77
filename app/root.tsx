import { Suspense } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import './load-context';
import stylesUrl from './styles/site.css?url';
import { PALETTE_THEME_COLOR } from '../domain/themes';
import { DevBarSlot } from './components/dev-bar/dev-bar-slot';
import { useNonce } from './lib/nonce';
import { useHydrationMark } from './lib/hydration-mark';
import { loadChrome, type ChromeData } from './lib/chrome.server';
import { SiteChrome } from './components/site-chrome';
import { RouteError } from './components/not-found';
import { ChunkLoadAlert } from './components/chunk-load-alert';
import { CompareProvider } from './components/compare/compare-store';
import { deferredPartsLoaded } from './lib/deferred-part';
import { lazyPart } from './lib/lazy-part';
import { useHydrated } from './components/cart/cart-hooks';

// The compare bar renders only in the browser, from the list it reads after hydration: its code comes after the page's.
const CompareBar = lazyPart(() => import('./components/compare/compare-bar').then((m) => m.CompareBar));

// A precedence makes React write the stylesheet first in the head: it is the first paint's one render-blocking
// request (pages carry no script preloads, decision 025).
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesUrl, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // The server renders the chrome's deferred parts (the consent modal) in place: their code must be there.
  await deferredPartsLoaded();
  // The public origin every page's canonical, Open Graph and structured-data addresses are made absolute with.
  return { ...(await loadChrome(context, request)), origin: context.services.seo.origin(request.url) };
}

// The chrome (menu, settings, CSRF token) only changes with the session or the catalog, not per navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const chrome = useRouteLoaderData<ChromeData>('root');
  useHydrationMark();
  return (
    <html lang="sv" data-palette={chrome?.palette ?? 'standard'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {chrome ? <meta name="csrf-token" content={chrome.csrfToken} /> : null}
        <meta name="theme-color" content={PALETTE_THEME_COLOR[chrome?.palette ?? 'standard']} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ChunkLoadAlert />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** A back-office page (issue 18): its route's handle says so, and it brings its own layout instead of the shop's. */
function useBackOfficePage(): boolean {
  return useMatches().some((match) => (match.handle as { backOffice?: boolean } | undefined)?.backOffice === true);
}

export default function App({ loaderData }: Route.ComponentProps) {
  if (useBackOfficePage()) return <Outlet />;
  return (
    <CompareProvider>
      <SiteChrome chrome={loaderData}>
        <Outlet />
      </SiteChrome>
      <LaterCompareBar />
      <DevBarSlot />
    </CompareProvider>
  );
}

function LaterCompareBar() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const chrome = useRouteLoaderData<ChromeData>('root');
  if (!isRouteErrorResponse(error)) console.error(error);
  const body = <RouteError error={error} />;
  return chrome ? <SiteChrome chrome={chrome}>{body}</SiteChrome> : <main id="main">{body}</main>;
}
