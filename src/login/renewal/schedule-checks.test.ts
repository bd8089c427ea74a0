import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_INTERVAL_ACTIVE_MS, CHECK_INTERVAL_IDLE_MS, scheduleChecks } from './schedule-checks';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function schedule({ active = false, check = vi.fn(async () => 'still-fine' as string | undefined) } = {}) {
  const state = { active };
  const onResult = vi.fn();
  const stop = scheduleChecks({ check, isActive: () => state.active, onResult });
  return { check, onResult, stop, state };
}

describe('scheduleChecks', () => {
  it('uses the intervals of spec §9: 3 minutes while active, 10 seconds when idle', () => {
    expect(CHECK_INTERVAL_ACTIVE_MS).toBe(180_000);
    expect(CHECK_INTERVAL_IDLE_MS).toBe(10_000);
  });

  it('checks at once, then every 10 seconds while the shopper is idle', async () => {
    const { check } = schedule();
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(8);
  });

  it('checks every 3 minutes while the shopper is active', async () => {
    const { check } = schedule({ active: true });
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_ACTIVE_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * CHECK_INTERVAL_ACTIVE_MS);
    expect(check).toHaveBeenCalledTimes(5);
  });

  // Issue 26: the pending 3-minute wait no longer holds back the idle cadence.
  it('checks within 10 seconds once the shopper goes idle, and every 10 seconds from then', async () => {
    const { check, state } = schedule({ active: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
    state.active = false;
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_IDLE_MS);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_IDLE_MS);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('goes back to 3 minutes after the last check once the shopper is active again', async () => {
    const { check, state } = schedule();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_IDLE_MS);
    expect(check).toHaveBeenCalledTimes(2);
    state.active = true;
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_ACTIVE_MS - 1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_IDLE_MS);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('reports every result, and nothing for a check that had nothing to check', async () => {
    const results = ['renewed', undefined, 'not-yet-due'];
    const { onResult } = schedule({ check: vi.fn(async () => results.shift()) });
    await vi.advanceTimersByTimeAsync(2 * CHECK_INTERVAL_IDLE_MS);
    expect(onResult.mock.calls).toEqual([['renewed'], ['not-yet-due']]);
  });

  it('runs one check at a time: a slow check delays the next', async () => {
    const check = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('renewed'), 15_000)));
    schedule({ check });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('keeps checking after a check that threw', async () => {
    const check = vi.fn().mockRejectedValueOnce(new Error('lock broken')).mockResolvedValue('still-fine');
    const { onResult } = schedule({ check });
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_IDLE_MS);
    expect(check).toHaveBeenCalledTimes(2);
    expect(onResult).toHaveBeenCalledWith('still-fine');
  });

  it('stops checking when stopped', async () => {
    const { check, stop } = schedule();
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(10 * CHECK_INTERVAL_IDLE_MS);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
