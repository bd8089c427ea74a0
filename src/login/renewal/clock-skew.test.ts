import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerClock } from '../../api/server-clock';
import type { RenewOutcome } from '../api/login-client';
import type { LoginTokenClaims } from '../login-token';
import { checkLoginToken, type RenewalResult } from './check-login-token';
import { scheduleChecks } from './schedule-checks';

const MINUTE = 60_000;
const ISSUED_AT = Date.UTC(2026, 10, 22, 12, 0, 0);

/**
 * The login service with its own clock, `skewMs` ahead of the shopper's: it issues tokens good for
 * 30 minutes and renewable from minute 20, and stamps every answer with its time, as HTTP does.
 */
function fakeService(skewMs: number, serverClock: ServerClock) {
  const serverNow = () => Date.now() + skewMs;
  const issue = (at: number): LoginTokenClaims => ({ lid: 1, ren: (at + 20 * MINUTE) / 1000, exp: (at + 30 * MINUTE) / 1000 });
  const service = {
    token: issue(ISSUED_AT),
    calls: [] as RenewOutcome[],
    serverNow,
    /** Any answer the page gets, e.g. the footer's calls at load. */
    answer: () => serverClock.observe(new Date(serverNow()).toUTCString(), Date.now(), Date.now()),
    renew: async (): Promise<RenewOutcome> => {
      service.answer();
      const outcome = serverNow() >= service.token.ren * 1000 ? 'renewed' : 'still-fine';
      if (outcome === 'renewed') service.token = issue(serverNow());
      service.calls.push(outcome);
      return outcome;
    },
  };
  return service;
}

function runChecks(service: ReturnType<typeof fakeService>, serverClock: ServerClock, idle = true) {
  const results: RenewalResult[] = [];
  const expiredAt: number[] = [];
  const stop = scheduleChecks({
    check: () => {
      if (service.serverNow() >= service.token.exp * 1000) expiredAt.push(service.serverNow());
      return checkLoginToken({ readToken: () => service.token, serverNow: () => serverClock.now(), renew: service.renew, exclusively: (task) => task() });
    },
    isActive: () => !idle,
    onResult: (result) => results.push(result),
  });
  return { results, expiredAt, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login-token renewal with a shopper clock that is minutes off', () => {
  it('does not renew early in a loop when the shopper clock is 5 minutes fast', async () => {
    const skew = -5 * MINUTE;
    vi.setSystemTime(ISSUED_AT + 16 * MINUTE - skew);
    const serverClock = new ServerClock(() => Date.now());
    const service = fakeService(skew, serverClock);

    const { stop } = runChecks(service, serverClock);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    stop();

    // One call before the clock was known; from its answer on, the page waits for the server's minute 20.
    expect(service.calls).toEqual(['still-fine', 'renewed']);
  });

  it('renews in time when the shopper clock is 12 minutes slow, using the time of the first answer', async () => {
    const skew = 12 * MINUTE;
    vi.setSystemTime(ISSUED_AT + 19 * MINUTE - skew);
    const serverClock = new ServerClock(() => Date.now());
    const service = fakeService(skew, serverClock);
    service.answer();

    const { expiredAt, stop } = runChecks(service, serverClock, false);
    await vi.advanceTimersByTimeAsync(45 * MINUTE);
    stop();

    expect(expiredAt).toEqual([]);
    expect(service.calls).toEqual(['renewed', 'renewed', 'renewed']);
  });

  it('calls no more often than the check interval, whatever the skew', async () => {
    const skew = -9 * MINUTE;
    vi.setSystemTime(ISSUED_AT + 12 * MINUTE - skew);
    const serverClock = new ServerClock(() => Date.now());
    const service = fakeService(skew, serverClock);

    const { results, stop } = runChecks(service, serverClock);
    await vi.advanceTimersByTimeAsync(7 * MINUTE);
    stop();

    expect(service.calls.filter((call) => call === 'still-fine')).toHaveLength(1);
    expect(results.filter((result) => result === 'not-yet-due').length).toBeGreaterThan(30);
  });
});
