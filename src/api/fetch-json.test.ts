import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchError, ResponseError } from './errors';
import { fetchJson, fetchJsonAnswer, type Middleware } from './fetch-json';
import { serverClock } from './server-clock';

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let sent: Request[];
beforeEach(() => {
  sent = [];
  document.cookie = 'csrfToken=abc123';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch(respond: (request: Request) => Promise<Response> | Response): void {
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(request);
    return respond(request);
  });
}

describe('fetchJson', () => {
  it('sends JSON with the CSRF header, no referrer and the page origin, and parses the JSON answer', async () => {
    stubFetch(() => answer(200, { ok: true }));
    const result = await fetchJson<{ ok: boolean }>('/service/x', { method: 'POST', json: { a: 1 }, query: { time: '2026-11-22T10:00:00Z', skip: undefined } });
    const [request] = sent;
    expect(result).toEqual({ ok: true });
    expect(request!.url).toBe(`${window.location.origin}/service/x?time=2026-11-22T10%3A00%3A00Z`);
    expect(request!.headers.get('X-CSRF-Token')).toBe('abc123');
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    expect(request!.referrerPolicy).toBe('no-referrer');
    expect(await request!.text()).toBe('{"a":1}');
  });

  it("calls a service under the shop's base path, where a shop under a path (/fr/) has its services", async () => {
    vi.stubEnv('BASE_URL', '/fr/');
    stubFetch(() => answer(200, {}));
    await fetchJson('/service/x');
    vi.unstubAllEnvs();
    expect(sent[0]!.url).toBe(`${window.location.origin}/fr/service/x`);
  });

  it('sends no body and no content type on a call without JSON', async () => {
    stubFetch(() => answer(204));
    expect(await fetchJson('/service/renew', { method: 'POST' })).toBeUndefined();
    expect(sent[0]!.headers.has('Content-Type')).toBe(false);
  });

  it.each([199, 301, 400, 404, 500])('raises a ResponseError carrying status and problem type for %i', async (status) => {
    stubFetch(() => answer(status, { type: 'urn:newsletter:email_invalid' }));
    const error = (await fetchJson('/service/x').catch((caught: unknown) => caught)) as ResponseError;
    expect(error).toBeInstanceOf(ResponseError);
    expect(error.status).toBe(status);
    expect(error.type).toBe('urn:newsletter:email_invalid');
  });

  it('raises a FetchError when the network fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await fetchJson('/service/x').catch((caught: unknown) => caught)) as FetchError;
    expect(error).toBeInstanceOf(FetchError);
    expect(error.timedOut).toBe(false);
  });

  it('gives up after the timeout with a FetchError that says so', async () => {
    stubFetch((request) => new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))));
    const error = (await fetchJson('/service/slow', { timeoutMs: 20 }).catch((caught: unknown) => caught)) as FetchError;
    expect(error).toBeInstanceOf(FetchError);
    expect(error.timedOut).toBe(true);
  });

  it('runs middleware in order around the request', async () => {
    stubFetch(() => answer(200, {}));
    const order: string[] = [];
    const tag =
      (name: string): Middleware =>
      async (request, next) => {
        order.push(`${name} before`);
        const response = await next(request);
        order.push(`${name} after`);
        return response;
      };
    await fetchJson('/service/x', { middleware: [tag('outer'), tag('inner')] });
    expect(order).toEqual(['outer before', 'inner before', 'inner after', 'outer after']);
  });
});

describe('fetchJsonAnswer', () => {
  it.each([200, 201])('gives the status %i beside the body', async (status) => {
    stubFetch(() => answer(status, { id: 7 }));
    expect(await fetchJsonAnswer<{ id: number }>('/service/x', { method: 'POST', json: {} })).toEqual({ status, body: { id: 7 } });
  });

  it('raises a ResponseError for a status outside 200–299, as fetchJson does', async () => {
    stubFetch(() => answer(409, { type: 'urn:x:conflict' }));
    await expect(fetchJsonAnswer('/service/x')).rejects.toBeInstanceOf(ResponseError);
  });
});

describe('fetchJson and the server clock', () => {
  afterEach(() => {
    // Put the page's one clock back on the client's time for the tests that follow.
    serverClock.observe(new Date(Date.now() - 500).toUTCString(), Date.now(), Date.now());
  });

  it("sets the page's server clock from the Date header of an answer", async () => {
    const tenMinutes = 10 * 60_000;
    stubFetch(() => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json', Date: new Date(Date.now() + tenMinutes).toUTCString() } }));
    await fetchJson('/service/x');
    expect(Math.abs(serverClock.now() - (Date.now() + tenMinutes))).toBeLessThanOrEqual(1000);
  });

  it('sets the server clock from an error answer too', async () => {
    const tenMinutes = 10 * 60_000;
    stubFetch(() => new Response('{}', { status: 500, headers: { Date: new Date(Date.now() - tenMinutes).toUTCString() } }));
    await fetchJson('/service/x').catch(() => undefined);
    expect(Math.abs(serverClock.now() - (Date.now() - tenMinutes))).toBeLessThanOrEqual(1000);
  });
});
