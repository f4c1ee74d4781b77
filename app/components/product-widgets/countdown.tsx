import { useRouteLoaderData } from 'react-router';
import { countdownParts } from '../../../domain/countdown';
import type { ChromeData } from '../../lib/chrome.server';
import { useSecondClock } from '../../lib/use-second-clock';
import { sv } from '../../../common/copy/sv';

/**
 * A campaign countdown: days, hours, minutes and seconds left, ticking every second and only between start and end
 * (a start of null: already running). The server renders it at its own clock and hydration uses that same time, so
 * it is in the first paint and nothing below it moves when the clock starts.
 */
export function Countdown({ title, startsAt, endsAt }: { title: string; startsAt: string | null; endsAt: string }) {
  const renderedAt = useRouteLoaderData<ChromeData>('root')?.renderedAt ?? 0;
  const now = useSecondClock(renderedAt);
  const parts = countdownParts(now, startsAt === null ? 0 : Date.parse(startsAt), Date.parse(endsAt));
  if (!parts) return null;
  const units = sv.productWidgets.countdownUnits;
  const cells: [number, string][] = [
    [parts.days, units.days],
    [parts.hours, units.hours],
    [parts.minutes, units.minutes],
    [parts.seconds, units.seconds],
  ];
  return (
    <section className="countdown" aria-label={title || sv.productWidgets.countdownLabel}>
      {title ? <p className="countdown__title">{title}</p> : null}
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
