import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../http/limit.ts';
import { confirmationToken } from '../test/mailbox.ts';
import { HttpClient, startServices, TestClock, type RunningServices } from '../test/test-server.ts';

const SIGNUP = '/service/newsletter/api/internal/newsletter-subscribers';
const API_KEY = { 'x-api-key': 'dummy' };
const DAY = 24 * 60 * 60 * 1000;
const signup = (email: string) => ({ email, consents: [], origin: 'onsite', originAddition: 'subsite' });

let services: RunningServices | undefined;
afterEach(async () => {
  await services?.close();
  services?.remove();
  services = undefined;
});

describe('sign-up rate limits', () => {
  afterEach(() => vi.useRealTimers());

  it('answers 429 once one client signs one address up too often, with one body and Retry-After whatever the limit', async () => {
    services = await startServices({ rateLimits: { signupPerClientAndAddress: { max: 2, windowMs: 60_000 } } });
    const client = new HttpClient(services.baseURL);
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await client.request('POST', SIGNUP, { json: signup('busy@example.com'), headers: API_KEY })).status);
    const refused = await client.request('POST', SIGNUP, { json: signup('Busy@Example.com'), headers: API_KEY });
    expect(statuses).toEqual([202, 202, 429]);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await refused.json()).toEqual({ type: 'urn:storefront:rate_limited', title: 'Too many requests; please try again later', status: 429 });
    expect((await client.request('POST', SIGNUP, { json: signup('other@example.com'), headers: API_KEY })).status).toBe(202);
  });

  it("never blocks a victim's own sign-up: signing the victim up from another client slows down only that client", async () => {
    services = await startServices({ rateLimits: { signupPerClientAndAddress: { max: 2, windowMs: 60_000 } } });
    const attacker = new HttpClient(services.baseURL, { localAddress: '127.0.0.2' });
    const victim = new HttpClient(services.baseURL, { localAddress: '127.0.0.1' });
    for (let attempt = 0; attempt < 3; attempt += 1) await attacker.request('POST', SIGNUP, { json: signup('victim@example.com'), headers: API_KEY });
    expect((await attacker.request('POST', SIGNUP, { json: signup('victim@example.com'), headers: API_KEY })).status).toBe(429);
    expect((await victim.request('POST', SIGNUP, { json: signup('victim@example.com'), headers: API_KEY })).status).toBe(202);
  });

  it('answers 429 once one client signs up too many addresses, with the same Retry-After, until the window has passed', async () => {
    services = await startServices({ rateLimits: { signupPerClient: { max: 3, windowMs: 60_000 } } });
    const client = new HttpClient(services.baseURL);
    const answers = [];
    for (const name of ['a', 'b', 'c', 'd']) answers.push(await client.request('POST', SIGNUP, { json: signup(`${name}@example.com`), headers: API_KEY }));
    expect(answers.map(({ status }) => status)).toEqual([202, 202, 202, 429]);
    expect(answers[3]!.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    // The limits count in real time (the library's own clock): move it past the window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    expect((await client.request('POST', SIGNUP, { json: signup('e@example.com'), headers: API_KEY })).status).toBe(202);
  });
});

describe('the purge of unconfirmed Turkish sign-ups', () => {
  async function restartAt(previous: RunningServices, at: Date, countryCode: string): Promise<RunningServices> {
    await previous.close();
    return startServices({ countryCode, dataDir: previous.dataDir, clock: new TestClock(at) });
  }

  async function linkStatus(running: RunningServices, token: string): Promise<number> {
    const client = new HttpClient(running.baseURL);
    return (await client.request('GET', `/service/newsletter/api/internal/newsletter-subscribers/${token}`, { headers: API_KEY })).status;
  }

  it('keeps a TR sign-up for 14 days and deletes it at the next start after that', async () => {
    const start = new Date('2026-11-01T08:00:00Z');
    services = await startServices({ countryCode: 'TR', clock: new TestClock(start) });
    const client = new HttpClient(services.baseURL);
    await client.request('POST', SIGNUP, { json: { ...signup('ayse@example.com'), firstName: 'Ayşe', lastName: 'Kaya' }, headers: API_KEY });
    const token = await confirmationToken(client, 'ayse@example.com');

    // After 13 days the link has expired (410) but the sign-up still exists; purged, it is unknown (404).
    services = await restartAt(services, new Date(start.getTime() + 13 * DAY), 'TR');
    expect(await linkStatus(services, token)).toBe(410);

    services = await restartAt(services, new Date(start.getTime() + 14 * DAY + 60_000), 'TR');
    expect(await linkStatus(services, token)).toBe(404);
  });

  it('leaves unconfirmed sign-ups of countries without that rule alone', async () => {
    const start = new Date('2026-11-01T08:00:00Z');
    services = await startServices({ countryCode: 'DE', clock: new TestClock(start) });
    const client = new HttpClient(services.baseURL);
    await client.request('POST', SIGNUP, { json: signup('dieter@example.com'), headers: API_KEY });
    const token = await confirmationToken(client, 'dieter@example.com');
    services = await restartAt(services, new Date(start.getTime() + 6 * DAY), 'DE');
    expect(await linkStatus(services, token)).toBe(200);
  });
});
