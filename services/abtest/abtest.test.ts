import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCookie } from '../login/test-support.ts';
import { HttpClient, startServices, type RunningServices } from '../test/test-server.ts';
import { VISITOR_COOKIE } from './visitor.ts';

const API = '/service/abtestfrontend/api/v1';
const SEEDED_GROUPS: Record<string, string[]> = {
  'footer-teaser': ['control', 'teaser'],
  'newsletter-bubble': ['A', 'B', 'C'],
  'winter-sale-banner': ['control', 'banner'],
};

let services: RunningServices;

beforeAll(async () => {
  services = await startServices({ countryCode: 'DE' });
});
afterAll(async () => {
  await services.close();
  services.remove();
});

async function testNamesAt(time: string): Promise<string[]> {
  const response = await new HttpClient(services.baseURL).request('GET', `${API}/gettestsat?time=${encodeURIComponent(time)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Array<{ name: string }>).map(({ name }) => name);
}

describe('GET /gettestsat', () => {
  it('lists the tests running at the time, each with its groups', async () => {
    const response = await new HttpClient(services.baseURL).request('GET', `${API}/gettestsat?time=2026-11-22T10:00:00Z`);
    expect(await response.json()).toEqual([
      { name: 'footer-teaser', groups: [{ name: 'control' }, { name: 'teaser' }] },
      { name: 'newsletter-bubble', groups: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] },
    ]);
  });

  it('counts a test from its first instant and no longer at its end', async () => {
    expect(await testNamesAt('2027-01-01T00:00:00.000Z')).toEqual(['footer-teaser', 'winter-sale-banner']);
    expect(await testNamesAt('2026-12-31T23:59:58Z')).toContain('newsletter-bubble');
    expect(await testNamesAt('2026-12-31T23:59:59Z')).not.toContain('newsletter-bubble');
  });

  it('reads a time with an offset as the instant it names', async () => {
    expect(await testNamesAt('2027-01-01T00:30+01:00')).toContain('newsletter-bubble');
  });

  it('lists no tests at a time when none runs', async () => {
    expect(await testNamesAt('2025-06-01T12:00:00Z')).toEqual([]);
  });

  it.each([
    ['no time', ''],
    ['a time that is not a date', '?time=yesterday'],
    ['a date that does not exist', '?time=2026-02-30T10:00:00Z'],
    ['a time without a zone', '?time=2026-11-22T10:00'],
  ])('answers %s with a 400 problem', async (_case, query) => {
    const response = await new HttpClient(services.baseURL).request('GET', `${API}/gettestsat${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'urn:storefront:bad_request' });
  });
});

describe('GET /getassignment', () => {
  const assignments = async (client: HttpClient) => ((await (await client.request('GET', `${API}/getassignment`)).json()) as { assignments: unknown[] }).assignments;

  it('gives a new visitor a year-long HttpOnly id and a group in every test running now', async () => {
    const response = await new HttpClient(services.baseURL).request('GET', `${API}/getassignment`);
    const visitor = setCookie(response, VISITOR_COOKIE)!;
    expect(visitor.attributes.get('httponly')).toBe(true);
    expect(visitor.attributes.get('max-age')).toBe(String(365 * 24 * 60 * 60));
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = (await response.json()) as { assignments: Array<{ test: string; group: string }> };
    expect(body.assignments.map(({ test }) => test)).toEqual(['footer-teaser', 'newsletter-bubble']);
    for (const { test, group } of body.assignments) expect(SEEDED_GROUPS[test]).toContain(group);
  });

  it('keeps the same groups for a visitor across calls and a server restart', async () => {
    const client = new HttpClient(services.baseURL);
    const first = await assignments(client);
    const visitor = client.cookies.get(VISITOR_COOKIE);
    expect(await assignments(client)).toEqual(first);
    expect(client.cookies.get(VISITOR_COOKIE)).toBe(visitor);

    await services.close();
    services = await startServices({ countryCode: 'DE', dataDir: services.dataDir });
    const afterRestart = new HttpClient(services.baseURL);
    for (const [name, value] of client.cookies) afterRestart.cookies.set(name, value);
    expect(await assignments(afterRestart)).toEqual(first);
  });

  it('spreads visitors over every group of a test', async () => {
    const groups = new Set<string>();
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const client = new HttpClient(services.baseURL);
      client.cookies.set(VISITOR_COOKIE, `fixed-visitor-${String(visitor).padStart(4, '0')}`);
      const found = (await assignments(client)) as Array<{ test: string; group: string }>;
      groups.add(found.find(({ test }) => test === 'newsletter-bubble')!.group);
    }
    expect([...groups].sort()).toEqual(['A', 'B', 'C']);
  });

  it('replaces a visitor id it did not issue', async () => {
    const client = new HttpClient(services.baseURL);
    client.cookies.set(VISITOR_COOKIE, 'x');
    await assignments(client);
    expect(client.cookies.get(VISITOR_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
