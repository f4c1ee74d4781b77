/** What a countdown shows: the time left until its end, only while its window (start..end) is open. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Null outside [start, end): before the campaign starts and once it is over the countdown shows nothing. */
export function countdownParts(nowMs: number, startMs: number, endMs: number): CountdownParts | null {
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || nowMs < startMs || nowMs >= endMs) return null;
  const total = Math.floor((endMs - nowMs) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
