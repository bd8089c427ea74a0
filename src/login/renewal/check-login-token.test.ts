import { describe, expect, it, vi } from 'vitest';
import type { RenewOutcome } from '../api/login-client';
import type { LoginTokenClaims } from '../login-token';
import { checkLoginToken, type TokenCheckDeps } from './check-login-token';

const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
const NOW = NOW_MS / 1000;
const token = (renIn: number, expIn: number, lid = 7): LoginTokenClaims => ({ lid, ren: NOW + renIn, exp: NOW + expIn });

/** Dependencies of a check; `whileWaiting` runs when the lock is granted, as another tab's work would. */
function deps({ readToken = () => token(-60, 600), outcome = 'renewed' }: { readToken?: () => LoginTokenClaims | undefined; outcome?: RenewOutcome } = {}) {
  const renew = vi.fn(async (): Promise<RenewOutcome> => outcome);
  const lockTaken = vi.fn();
  const whileWaiting = { run: () => undefined as void };
  const check: TokenCheckDeps = {
    readToken: () => readToken(),
    serverNow: () => NOW_MS,
    renew,
    exclusively: (task) => {
      lockTaken(renew.mock.calls.length);
      whileWaiting.run();
      return task();
    },
  };
  return { check, renew, lockTaken, whileWaiting };
}

describe('checkLoginToken', () => {
  it.each<[RenewOutcome]>([['renewed'], ['still-fine'], ['server-error'], ['other']])(
    'renews a due token and reports what the service answered: %s',
    async (outcome) => {
      const { check, renew } = deps({ outcome });
      await expect(checkLoginToken(check)).resolves.toBe(outcome);
      expect(renew).toHaveBeenCalledOnce();
    },
  );

  it('reports not-yet-due before the renewal time, without a call', async () => {
    const { check, renew } = deps({ readToken: () => token(60, 660) });
    await expect(checkLoginToken(check)).resolves.toBe('not-yet-due');
    expect(renew).not.toHaveBeenCalled();
  });

  it('reports expired from the expiry on, without a call', async () => {
    const { check, renew } = deps({ readToken: () => token(-600, 0) });
    await expect(checkLoginToken(check)).resolves.toBe('expired');
    expect(renew).not.toHaveBeenCalled();
  });

  it('renews from the second the renewal time is reached', async () => {
    const { check } = deps({ readToken: () => token(0, 600) });
    await expect(checkLoginToken(check)).resolves.toBe('renewed');
  });

  it('has nothing to report for a visitor without a token', async () => {
    const { check, lockTaken } = deps({ readToken: () => undefined });
    await expect(checkLoginToken(check)).resolves.toBeUndefined();
    expect(lockTaken).not.toHaveBeenCalled();
  });

  it('renews only while holding the lock that other tabs share', async () => {
    const { check, renew, lockTaken } = deps();
    await checkLoginToken(check);
    // The lock was taken once, before any renewal call.
    expect(lockTaken.mock.calls).toEqual([[0]]);
    expect(renew).toHaveBeenCalledOnce();
  });

  it('does not renew again when another tab renewed while this one waited for the lock', async () => {
    let current = token(-60, 600);
    const { check, renew, whileWaiting } = deps({ readToken: () => current });
    whileWaiting.run = () => {
      current = token(1200, 1800);
    };
    await expect(checkLoginToken(check)).resolves.toBe('not-yet-due');
    expect(renew).not.toHaveBeenCalled();
  });

  it('does not renew when another tab logged out while this one waited', async () => {
    let current: LoginTokenClaims | undefined = token(-60, 600);
    const { check, renew, whileWaiting } = deps({ readToken: () => current });
    whileWaiting.run = () => {
      current = undefined;
    };
    await expect(checkLoginToken(check)).resolves.toBeUndefined();
    expect(renew).not.toHaveBeenCalled();
  });
});
