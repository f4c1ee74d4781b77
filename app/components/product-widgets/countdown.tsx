import { useRouteLoaderData } from 'react-router';
import { countdownParts } from '../../../domain/countdown';
import type { SiteSettings } from '../../../domain/site-settings';
import type { ChromeData } from '../../lib/chrome.server';
import { useSecondClock } from '../../lib/use-second-clock';
import { sv } from '../../../common/copy/sv';

/**
 * The campaign countdown from the site settings: days, hours, minutes and seconds left, ticking every second and
 * only between start and end. The server renders it at its own clock and hydration uses that same time, so it is
 * in the first paint and nothing below it moves when the clock starts.
 */
export function Countdown({ countdown }: { countdown: SiteSettings['countdown'] }) {
  const renderedAt = useRouteLoaderData<ChromeData>('root')?.renderedAt ?? 0;
  const now = useSecondClock(renderedAt);
  const parts = countdown ? countdownParts(now, Date.parse(countdown.start), Date.parse(countdown.end)) : null;
  if (!countdown || !parts) return null;
  const units = sv.productWidgets.countdownUnits;
  const cells: [number, string][] = [
    [parts.days, units.days],
    [parts.hours, units.hours],
    [parts.minutes, units.minutes],
    [parts.seconds, units.seconds],
  ];
  return (
    <section className="countdown" aria-label={countdown.title || sv.productWidgets.countdownLabel}>
      {countdown.title ? <p className="countdown__title">{countdown.title}</p> : null}
      <p className="countdown__cells" role="timer" aria-live="off">
        {cells.map(([value, unit]) => (
          <span key={unit} className="countdown__cell">
            <span className="countdown__value">{String(value).padStart(2, '0')}</span>
            <span className="countdown__unit">{unit}</span>
          </span>
        ))}
      </p>
    </section>
  );
}
