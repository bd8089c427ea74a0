import { describe, expect, it } from 'vitest';
import { ServerClock } from './server-clock';

const MINUTE = 60_000;
/** A whole second, as a Date header carries. */
const T0 = Date.parse('2026-03-01T12:00:00.000Z');

function clockAt(now: number): { clock: ServerClock; setNow: (next: number) => void } {
  let current = now;
  return { clock: new ServerClock(() => current), setNow: (next) => (current = next) };
}

function dateHeader(ms: number): string {
  return new Date(ms).toUTCString();
}

describe('ServerClock', () => {
  it('reads the client clock until an answer has been seen', () => {
    const { clock, setNow } = clockAt(T0);
    expect(clock.now()).toBe(T0);
    setNow(T0 + 1234);
    expect(clock.now()).toBe(T0 + 1234);
  });

  it.each([
    ['ahead', 5 * MINUTE],
    ['behind', -5 * MINUTE],
  ])('learns from the Date header that the server is 5 minutes %s', (_how, offset) => {
    const { clock } = clockAt(T0 + 100);
    clock.observe(dateHeader(T0 + offset), T0 - 100, T0 + 100);
    expect(Math.abs(clock.now() - (T0 + 100 + offset))).toBeLessThanOrEqual(1000);
  });

  it('keeps the offset as the client clock moves on', () => {
    const { clock, setNow } = clockAt(T0);
    clock.observe(dateHeader(T0 + 5 * MINUTE), T0 - 50, T0 + 50);
    setNow(T0 + 10 * MINUTE);
    expect(Math.abs(clock.now() - (T0 + 15 * MINUTE))).toBeLessThanOrEqual(1000);
  });

  it('places the server time in the middle of a slow request', () => {
    // Sent at T0, answered at T0 + 4 s; the server stamped its answer half-way, 5 minutes ahead.
    const { clock } = clockAt(T0 + 4000);
    clock.observe(dateHeader(T0 + 2000 + 5 * MINUTE), T0, T0 + 4000);
    expect(Math.abs(clock.now() - (T0 + 4000 + 5 * MINUTE))).toBeLessThanOrEqual(1000);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['unparsable', 'yesterday, around noon'],
  ])('changes nothing when the header is %s', (_how, header) => {
    const { clock } = clockAt(T0);
    clock.observe(dateHeader(T0 + 5 * MINUTE), T0, T0);
    const before = clock.now();
    clock.observe(header, T0, T0);
    expect(clock.now()).toBe(before);
  });

  it('changes nothing on a bad header before any good one', () => {
    const { clock } = clockAt(T0);
    clock.observe('not a date', T0, T0);
    expect(clock.now()).toBe(T0);
  });

  it('lets a later answer replace what an earlier one said', () => {
    const { clock } = clockAt(T0);
    clock.observe(dateHeader(T0 + 5 * MINUTE), T0, T0);
    clock.observe(dateHeader(T0 - 2 * MINUTE), T0, T0);
    expect(Math.abs(clock.now() - (T0 - 2 * MINUTE))).toBeLessThanOrEqual(1000);
  });
});
