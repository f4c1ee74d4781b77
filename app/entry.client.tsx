import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { NonceContext } from './lib/nonce';
import { watchChunkLoads } from './lib/chunk-load';

watchChunkLoads();

// The server's CSP nonce, read back from its scripts so hydration renders the same attributes.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceContext.Provider value={nonce}>
          <HydratedRouter />
        </NonceContext.Provider>
      </StrictMode>,
    );
  });
}

// The server's HTML is the whole page: let the browser paint it before hydration takes the main thread. On a fast
// connection the scripts arrive before the first frame, and hydrating at once held the first paint back by its work.
requestAnimationFrame(() => setTimeout(hydrate, 0));
