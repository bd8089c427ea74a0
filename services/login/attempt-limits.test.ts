import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../http/limit.ts';
import { STAFF, logInStaff, postStaffForm } from '../preview/test-support.ts';
import { servicesForFile } from '../test/services-for-file.ts';
import { HttpClient } from '../test/test-server.ts';
import { ANNA, DEMO_PASSWORD, logIn } from './test-support.ts';

const WINDOW_MS = 15 * 60_000;
const services = servicesForFile({
  countryCode: 'DE',
  rateLimits: { loginPerClientAndAccount: { max: 2, windowMs: WINDOW_MS }, loginPerClient: { max: 5, windowMs: WINDOW_MS } },
});

/** Another machine as the server sees it: each test's attacker has a loopback address of its own. */
const clientAt = (localAddress: string) => new HttpClient(services.baseURL, { localAddress });

afterEach(() => vi.useRealTimers());

async function expectTooManyRequests(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  expect(await response.json()).toEqual({ type: 'urn:storefront:rate_limited', title: 'Too many requests; please try again later', status: 429 });
}

describe('sign-in attempt limits', () => {
  it('answers 429 to the third attempt on one account from one client, even with the right password', async () => {
    const attacker = clientAt('127.0.0.2');
    await logIn(attacker, ANNA.email, 'wrong-1');
    await logIn(attacker, ANNA.email.toUpperCase(), 'wrong-2');
    await expectTooManyRequests(await logIn(attacker, ANNA.email, DEMO_PASSWORD));
  });

  it('never locks the owner out: wrong passwords from another client slow down only that client', async () => {
    const attacker = clientAt('127.0.0.3');
    for (const attempt of ['wrong-1', 'wrong-2', 'wrong-3']) await logIn(attacker, ANNA.email, attempt);
    expect((await logIn(attacker, ANNA.email, DEMO_PASSWORD)).status).toBe(429);
    expect((await logIn(clientAt('127.0.0.1'), ANNA.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers 429 once one client has used up its attempts across accounts, with the same Retry-After, and lets it in after the window', async () => {
    const attacker = clientAt('127.0.0.4');
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com']) {
      expect((await logIn(attacker, email)).status).toBe(401);
    }
    await expectTooManyRequests(await logIn(attacker, 'jonas.weber@example.com'));
    // The limits count in real time (the library's own clock): move it past the window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + WINDOW_MS);
    expect((await logIn(attacker, 'jonas.weber@example.com')).status).toBe(200);
  });

  it('counts only failures: a shopper who logs in more often than the limit is never refused', async () => {
    const shopper = clientAt('127.0.0.7');
    for (let login = 0; login < 7; login += 1) expect((await logIn(shopper, ANNA.email, DEMO_PASSWORD)).status, `login ${login + 1}`).toBe(200);
    for (let login = 0; login < 7; login += 1) expect((await logInStaff(shopper, STAFF.staff)).status, `staff login ${login + 1}`).toBe(200);
  });

  it('counts staff apart from customers: used-up customer attempts leave staff sign-in open', async () => {
    const attacker = clientAt('127.0.0.5');
    for (let attempt = 0; attempt < 5; attempt += 1) await logIn(attacker, `nobody${attempt}@example.com`);
    await expectTooManyRequests(await logIn(attacker, 'one-more@example.com'));
    expect((await logInStaff(attacker, STAFF.staff)).status).toBe(200);
  });

  it('counts the /_dev/staff form and the JSON call against the same staff limits', async () => {
    const attacker = clientAt('127.0.0.6');
    await logInStaff(attacker, { username: STAFF.cobra.username, password: 'wrong-1' });
    await postStaffForm(attacker, { username: STAFF.cobra.username, password: 'wrong-2' });
    await expectTooManyRequests(await logInStaff(attacker, STAFF.cobra));
  });
});
