import { Suspense, useEffect, useState } from 'react';
import { DEV_BAR_HINT_COOKIE } from '../../../domain/dev-bar';
import { parseCookieHeader } from '../../../domain/consent';
import { lazyPart } from '../../lib/lazy-part';

const DevBar = lazyPart(() => import('./dev-bar').then((m) => m.DevBar));

/**
 * Where the developer bar goes. Shoppers' pages stay as they are (and shared): only a browser holding the hint
 * cookie an admin's login sets loads the bar's code, which then asks the back office whether to show it.
 */
export function DevBarSlot() {
  const [hinted, setHinted] = useState(false);
  useEffect(() => setHinted(parseCookieHeader(document.cookie)[DEV_BAR_HINT_COOKIE] === '1'), []);
  if (!hinted) return null;
  return (
    <Suspense fallback={null}>
      <DevBar />
    </Suspense>
  );
}
