import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

const start = Date.parse('2026-11-25T10:00:00Z');
const end = Date.parse('2026-11-28T12:30:45Z');

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds inside the window', () => {
    expect(countdownParts(start, start, end)).toEqual({ days: 3, hours: 2, minutes: 30, seconds: 45 });
    expect(countdownParts(end - 1_000, start, end)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(end - 1_500, start, end)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('shows nothing before the start, at or after the end, or with unreadable times', () => {
    expect(countdownParts(start - 1, start, end)).toBeNull();
    expect(countdownParts(end, start, end)).toBeNull();
    expect(countdownParts(end + 60_000, start, end)).toBeNull();
    expect(countdownParts(start, Number.NaN, end)).toBeNull();
  });
});
