import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF, logInStaff, postStaffForm } from '../preview/test-support.ts';
import { servicesForFile } from '../test/services-for-file.ts';
import { HttpClient } from '../test/test-server.ts';
import { ANNA, DEMO_PASSWORD, logIn } from './test-support.ts';

const WINDOW_MS = 15 * 60_000;

const services = servicesForFile({
    countryCode: 'DE',
    rateLimits: { loginPerAddress: { limit: 2, windowMs: WINDOW_MS }, loginPerClient: { limit: 5, windowMs: WINDOW_MS } },
  });
let client: HttpClient;

beforeAll(() => {
  client = new HttpClient(services.baseURL);
});

async function expectTooManyRequests(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toMatchObject({ type: 'urn:storefront:rate_limited', status: 429 });
}

describe('sign-in attempt limits', () => {
  it('answers 429 to the third customer login on one address in the window, even with the right password', async () => {
    await logIn(client, ANNA.email, 'wrong-1');
    await logIn(client, ANNA.email.toUpperCase(), 'wrong-2');
    await expectTooManyRequests(await logIn(client, ANNA.email, DEMO_PASSWORD));
  });

  it('counts staff sign-ins per username in the same way, the /_dev/staff form included', async () => {
    await logInStaff(client, { username: STAFF.staff.username, password: 'wrong-1' });
    await postStaffForm(client, { username: STAFF.staff.username, password: 'wrong-2' });
    await expectTooManyRequests(await logInStaff(client, STAFF.staff));
  });

  it('answers 429 once one client has used up its attempts across addresses, and lets it in again after the window', async () => {
    services.clock.advance(WINDOW_MS);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com']) {
      expect((await logIn(client, email)).status).toBe(401);
    }
    await expectTooManyRequests(await logIn(client, 'jonas.weber@example.com'));
    services.clock.advance(WINDOW_MS);
    expect((await logIn(client, 'jonas.weber@example.com')).status).toBe(200);
  });
});
