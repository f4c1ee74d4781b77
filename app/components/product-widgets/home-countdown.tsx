import { useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../../lib/chrome.server';
import { Countdown } from './countdown';

/** The campaign countdown of the site settings on the home page. */
export function HomeCountdown() {
  const countdown = useRouteLoaderData<ChromeData>('root')?.settings.countdown;
  return countdown ? <Countdown title={countdown.title} startsAt={countdown.start} endsAt={countdown.end} /> : null;
}
