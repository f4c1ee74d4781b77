import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondClock } from './use-second-clock';

describe('secondClock', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the time now right after subscribing, as React does after hydrating a clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-25T10:00:05.600Z'));
    const unsubscribe = secondClock.subscribe(() => {});
    // A stale or empty value here would make hydrated clocks jump (the home countdown vanished for a second).
    expect(secondClock.snapshot()).toBe(Date.parse('2026-11-25T10:00:05.000Z'));
    unsubscribe();
  });

  it('ticks every second while subscribed and notifies its listeners', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-25T10:00:00.000Z'));
    const seen: number[] = [];
    const unsubscribe = secondClock.subscribe(() => seen.push(secondClock.snapshot()));
    vi.advanceTimersByTime(2_000);
    expect(seen).toEqual([Date.parse('2026-11-25T10:00:01.000Z'), Date.parse('2026-11-25T10:00:02.000Z')]);
    unsubscribe();
    vi.advanceTimersByTime(5_000);
    expect(seen).toHaveLength(2);
  });

  it('gives the current second when nobody is subscribed', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-25T12:34:56.789Z'));
    expect(secondClock.snapshot()).toBe(Date.parse('2026-11-25T12:34:56.000Z'));
  });
});
