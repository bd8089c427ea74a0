import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_TOKEN_PATH, fetchJson, forgetCsrfToken } from './fetch-json';

const TOKEN_URL = `${window.location.origin}${CSRF_TOKEN_PATH}`;

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clearTokenCookie(): void {
  document.cookie = 'csrfToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

let sent: Request[];

/** Services that answer the token call with `token` (and, like the real ones, set its cookie when told to). */
function stubServices({ token = 'fresh-token', setsCookie = false, tokenStatus = 200 } = {}): void {
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(request);
    if (request.url !== TOKEN_URL) return answer(200, { ok: true });
    if (setsCookie) document.cookie = `csrfToken=${token}`;
    return answer(tokenStatus, tokenStatus === 200 ? { csrfToken: token } : { type: 'urn:storefront:internal' });
  });
}

const tokenCalls = () => sent.filter((request) => request.url === TOKEN_URL);
const serviceCalls = () => sent.filter((request) => request.url !== TOKEN_URL);

beforeEach(() => {
  sent = [];
  clearTokenCookie();
  forgetCsrfToken();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearTokenCookie();
});

describe('the CSRF token of a visit that holds no token cookie (a page from a static host)', () => {
  it('is asked for before the first call, which then sends it', async () => {
    stubServices();
    await fetchJson('/service/customerfrontenddata/api/v1/psdata');
    expect(sent.map((request) => request.url)).toEqual([TOKEN_URL, `${window.location.origin}/service/customerfrontenddata/api/v1/psdata`]);
    expect(serviceCalls()[0]!.headers.get('X-CSRF-Token')).toBe('fresh-token');
  });

  it('is asked for with a plain same-origin GET, without a token or referrer', async () => {
    stubServices();
    await fetchJson('/service/x');
    const [tokenCall] = tokenCalls();
    expect(tokenCall!.method).toBe('GET');
    expect(tokenCall!.credentials).toBe('same-origin');
    expect(tokenCall!.referrerPolicy).toBe('no-referrer');
    expect(tokenCall!.headers.has('X-CSRF-Token')).toBe(false);
  });

  it('is asked for once, however many calls the page starts at the same time', async () => {
    stubServices();
    await Promise.all([fetchJson('/service/psdata'), fetchJson('/service/promotion'), fetchJson('/service/assignment', { method: 'POST', json: {} })]);
    expect(tokenCalls()).toHaveLength(1);
    expect(serviceCalls().map((request) => request.headers.get('X-CSRF-Token'))).toEqual(['fresh-token', 'fresh-token', 'fresh-token']);
  });

  it('is asked for once per page, even where the browser keeps no cookie', async () => {
    stubServices();
    await fetchJson('/service/first');
    await fetchJson('/service/second');
    expect(tokenCalls()).toHaveLength(1);
    expect(serviceCalls()[1]!.headers.get('X-CSRF-Token')).toBe('fresh-token');
  });

  it('comes from the cookie once the answer has set it', async () => {
    stubServices({ setsCookie: true });
    await fetchJson('/service/first');
    document.cookie = 'csrfToken=renewed-in-another-tab';
    await fetchJson('/service/second');
    expect(tokenCalls()).toHaveLength(1);
    expect(serviceCalls()[1]!.headers.get('X-CSRF-Token')).toBe('renewed-in-another-tab');
  });

  it('is not asked for when the page holds the cookie', async () => {
    document.cookie = 'csrfToken=from-cookie';
    stubServices();
    await fetchJson('/service/x');
    expect(tokenCalls()).toHaveLength(0);
    expect(sent[0]!.headers.get('X-CSRF-Token')).toBe('from-cookie');
  });

  it('lets the call go on without a token when it cannot be had, and is asked for again by the next call', async () => {
    stubServices({ tokenStatus: 503 });
    expect(await fetchJson('/service/promotion')).toEqual({ ok: true });
    expect(serviceCalls()[0]!.headers.has('X-CSRF-Token')).toBe(false);
    await fetchJson('/service/psdata');
    expect(tokenCalls()).toHaveLength(2);
  });
});
