import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { NonceContext } from './lib/nonce';
import { watchChunkLoads } from './lib/chunk-load';
import { shownPagePartsLoaded } from './lib/page-part';

watchChunkLoads();

// The server's CSP nonce, read back from its scripts so hydration renders the same attributes.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

void shownPagePartsLoaded().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceContext.Provider value={nonce}>
          <HydratedRouter />
        </NonceContext.Provider>
      </StrictMode>,
    );
  }),
);
