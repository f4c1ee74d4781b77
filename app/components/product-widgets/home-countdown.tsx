import { useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../../lib/chrome.server';
import { Countdown } from './countdown';

/** The campaign countdown of the site settings on the home page. */
export function HomeCountdown() {
  const chrome = useRouteLoaderData<ChromeData>('root');
  return chrome ? <Countdown countdown={chrome.settings.countdown} /> : null;
}
