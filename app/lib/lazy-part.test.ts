import { afterEach, describe, expect, it, vi } from 'vitest';
import { PartTimeoutError, withTimeout } from './lazy-part';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('passes on what arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('del'), 50)).resolves.toBe('del');
  });

  it('passes on a failure that comes in time', async () => {
    await expect(withTimeout(Promise.reject(new Error('Failed to fetch dynamically imported module')), 50)).rejects.toThrow('Failed to fetch');
  });

  it("gives up after the time with the spec's text, and not a millisecond before", async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const never = new Promise<string>(() => undefined);
    const outcome = withTimeout(never, 120_000).then(
      () => null,
      (error: unknown) => {
        settled();
        return error;
      },
    );
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(PartTimeoutError);
    expect((error as Error).message).toBe('timeout of 120000ms exceeded');
  });
});
