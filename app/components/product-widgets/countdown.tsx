import { useEffect, useState } from 'react';
import { countdownParts, type CountdownParts } from '../../../domain/countdown';
import type { SiteSettings } from '../../../domain/site-settings';
import { sv } from '../../copy/sv';

const TICK_MS = 1_000;

/**
 * The campaign countdown from the site settings: days, hours, minutes and seconds left, ticking every second and
 * only between start and end. The server and the first browser render show nothing (the time differs between
 * them), so hydration matches; the clock starts after mount.
 */
export function Countdown({ countdown }: { countdown: SiteSettings['countdown'] }) {
  const [parts, setParts] = useState<CountdownParts | null>(null);
  useEffect(() => {
    if (!countdown) return;
    const start = Date.parse(countdown.start);
    const end = Date.parse(countdown.end);
    const tick = () => setParts(countdownParts(Date.now(), start, end));
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [countdown]);
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
