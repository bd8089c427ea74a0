import { describe, expect, it } from 'vitest';
import { servicesForFile } from '../test/services-for-file.ts';
import { HttpClient } from '../test/test-server.ts';

const ONE_SIGNUP = { signupPerClient: { max: 1, windowMs: 60_000 } };
const behindNginx = servicesForFile({ countryCode: 'DE', trustProxy: ['127.0.0.1'], rateLimits: ONE_SIGNUP });
const exposed = servicesForFile({ countryCode: 'DE', rateLimits: ONE_SIGNUP });
const onLoopback = servicesForFile({ countryCode: 'DE', shopUrl: 'http://127.0.0.1/' });

const SIGNUP = '/service/newsletter/api/internal/newsletter-subscribers';
const ASSIGNMENT = '/service/abtestfrontend/api/v1/getassignment';

async function signUpAs(baseURL: string, email: string, headers: Record<string, string>): Promise<number> {
  const body = { email, consents: [], origin: 'onsite', originAddition: 'subsite' };
  return (await new HttpClient(baseURL).request('POST', SIGNUP, { json: body, headers: { 'x-api-key': 'dummy', ...headers } })).status;
}

describe('behind a trusted proxy', () => {
  it('counts each shopper the proxy names in X-Forwarded-For apart', async () => {
    expect(await signUpAs(behindNginx.baseURL, 'first@example.com', { 'x-forwarded-for': '203.0.113.5' })).toBe(202);
    expect(await signUpAs(behindNginx.baseURL, 'second@example.com', { 'x-forwarded-for': '203.0.113.6' })).toBe(202);
    expect(await signUpAs(behindNginx.baseURL, 'third@example.com', { 'x-forwarded-for': '203.0.113.5' })).toBe(429);
  });

  it('counts the addresses of one IPv6 network (/64) as one shopper', async () => {
    expect(await signUpAs(behindNginx.baseURL, 'v6-first@example.com', { 'x-forwarded-for': '2001:db8:1:2::1' })).toBe(202);
    expect(await signUpAs(behindNginx.baseURL, 'v6-second@example.com', { 'x-forwarded-for': '2001:db8:1:2::2' })).toBe(429);
    expect(await signUpAs(behindNginx.baseURL, 'v6-other@example.com', { 'x-forwarded-for': '2001:db8:1:3::1' })).toBe(202);
  });

  it('sets Secure cookies when the proxy says the browser came over https', async () => {
    const response = await fetch(new URL('/service/customerfrontenddata/api/v1/csrftoken', behindNginx.baseURL), { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.getSetCookie().every((cookie) => /;\s*Secure/i.test(cookie))).toBe(true);
  });

  it("answers for the shop the proxy names in X-Forwarded-Host, when it must name the services' own host", async () => {
    const headers = { host: 'services.internal.example', 'x-forwarded-host': 'www.shop.example.de' };
    expect((await new HttpClient(behindNginx.baseURL).request('GET', ASSIGNMENT, { headers })).status).toBe(200);
  });
});

describe('without a trusted proxy', () => {
  it('believes no X-Forwarded-For: a client cannot make itself another', async () => {
    expect(await signUpAs(exposed.baseURL, 'first@example.com', { 'x-forwarded-for': '203.0.113.5' })).toBe(202);
    expect(await signUpAs(exposed.baseURL, 'second@example.com', { 'x-forwarded-for': '203.0.113.6' })).toBe(429);
  });

  it('believes no X-Forwarded-Host: a rebound name stays refused', async () => {
    const headers = { host: 'rebound.example', 'x-forwarded-host': 'www.shop.example.de' };
    const refused = await new HttpClient(exposed.baseURL).request('GET', ASSIGNMENT, { headers });
    expect(refused.status).toBe(421);
    // Refused after helmet's hook has run: with the security headers every answer has.
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

// TLS may end at a load balancer before the web server, which then passes on plain HTTP: the shop's
// own address (--shop-url) still says what its shoppers' browsers speak.
describe("an https shop's address", () => {
  const loginCookies = async (baseURL: string) => {
    const client = new HttpClient(baseURL);
    await client.request('GET', '/service/customerfrontenddata/api/v1/csrftoken');
    const response = await client.request('POST', '/service/login/api/v1/login', { json: { email: 'anna.schmidt@example.com', password: 'storefront-demo' } });
    return response.headers.getSetCookie();
  };

  it('makes the login cookies Secure, though the request came over plain HTTP', async () => {
    const cookies = await loginCookies(exposed.baseURL);
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.every((cookie) => /;\s*Secure/i.test(cookie))).toBe(true);
  });

  it('takes a call from its own pages, whose Origin names https', async () => {
    const headers = { origin: 'https://www.shop.example.de' };
    const answer = await new HttpClient(exposed.baseURL).request('GET', '/service/customerfrontenddata/api/v1/csrftoken', { headers });
    expect(answer.status).toBe(200);
    const elsewhere = await new HttpClient(exposed.baseURL).request('GET', '/service/customerfrontenddata/api/v1/csrftoken', { headers: { origin: 'https://evil.example' } });
    expect(elsewhere.status).toBe(403);
  });

  it('and a shop on a plain address (a machine of its own) sets no Secure cookie its browser would not send back', async () => {
    expect((await loginCookies(onLoopback.baseURL)).some((cookie) => /;\s*Secure/i.test(cookie))).toBe(false);
  });
});
