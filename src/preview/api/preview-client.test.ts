import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { previewClient, type ApplyStatus } from './preview-client';

let sent: Request[];
function answerWith(status: number, body?: unknown): void {
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(request);
    return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
}
function failNetwork(): void {
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });
}
const pathOf = (request: Request) => new URL(request.url).pathname + new URL(request.url).search;

beforeEach(() => {
  sent = [];
  document.cookie = 'csrfToken=token-123';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('previewClient.checkAuth', () => {
  it('gives the preview state of a staff member', async () => {
    answerWith(200, { status: 'SUCCESS', dateTime: '2026-12-24T18:00:00Z', abTestName: 'footer-teaser', abTestGroup: 'teaser' });
    await expect(previewClient.checkAuth()).resolves.toEqual({ dateTime: '2026-12-24T18:00:00Z', abTestName: 'footer-teaser', abTestGroup: 'teaser' });
    expect(pathOf(sent[0]!)).toBe('/service/preview/api/auth/checkauth');
  });

  it('reads missing fields as the live shop', async () => {
    answerWith(200, { status: 'SUCCESS' });
    await expect(previewClient.checkAuth()).resolves.toEqual({ dateTime: null, abTestName: null, abTestGroup: null });
  });

  it.each([
    ['401 UNAUTHORIZED', 401, { status: 'UNAUTHORIZED' }],
    ['a 200 without SUCCESS', 200, { status: 'UNAUTHORIZED' }],
    ['a field of the wrong type', 200, { status: 'SUCCESS', dateTime: 5 }],
    ['no JSON', 200, '<html>'],
    ['a server error', 500, { status: 'INTERNAL_ERROR' }],
  ])('gives nothing for %s', async (_case, status, body) => {
    answerWith(status, body);
    await expect(previewClient.checkAuth()).resolves.toBeUndefined();
  });

  it('gives nothing when the network fails', async () => {
    failNetwork();
    await expect(previewClient.checkAuth()).resolves.toBeUndefined();
  });
});

describe('previewClient.renewSession', () => {
  it('renews with the CSRF header and says the session lives on', async () => {
    answerWith(200, { status: 'SUCCESS' });
    await expect(previewClient.renewSession()).resolves.toBe(true);
    expect(pathOf(sent[0]!)).toBe('/service/preview/api/auth/login/renew');
    expect(sent[0]!.headers.get('X-CSRF-Token')).toBe('token-123');
  });

  it('says the session is over on 401', async () => {
    answerWith(401, { status: 'UNAUTHORIZED' });
    await expect(previewClient.renewSession()).resolves.toBe(false);
  });

  it('keeps the session through a network failure or a server error', async () => {
    failNetwork();
    await expect(previewClient.renewSession()).resolves.toBe(true);
    answerWith(503);
    await expect(previewClient.renewSession()).resolves.toBe(true);
  });
});

describe('previewClient.apply', () => {
  it('sends the token request with the test and group in the query and the date-time in the body', async () => {
    answerWith(200, { status: 'SUCCESS' });
    await previewClient.apply({ previewDateTime: '2026-12-24T18:00:00.000Z', test: 'newsletter-bubble', group: 'B' });
    const [request] = sent;
    expect(request!.method).toBe('POST');
    expect(pathOf(request!)).toBe('/service/preview/api/token?test=newsletter-bubble&group=B');
    expect(await request!.json()).toEqual({ previewDateTime: '2026-12-24T18:00:00.000Z' });
  });

  it('sends empty test and group for no selection', async () => {
    answerWith(200, { status: 'SUCCESS' });
    await previewClient.apply({ previewDateTime: null, test: null, group: null });
    expect(pathOf(sent[0]!)).toBe('/service/preview/api/token?test=&group=');
  });

  it.each<[number, unknown, ApplyStatus]>([
    [200, { status: 'SUCCESS' }, 'SUCCESS'],
    [400, { status: 'BAD_REQUEST' }, 'BAD_REQUEST'],
    [401, { status: 'UNAUTHORIZED' }, 'UNAUTHORIZED'],
    [500, { status: 'INTERNAL_ERROR' }, 'INTERNAL_ERROR'],
    [200, { status: 'SOMETHING_NEW' }, 'INTERNAL_ERROR'],
    [502, '<html>Bad gateway</html>', 'INTERNAL_ERROR'],
  ])('reads a %i answer %j as %s', async (status, body, expected) => {
    answerWith(status, body);
    await expect(previewClient.apply({ previewDateTime: '2026-12-24T18:00:00Z', test: null, group: null })).resolves.toBe(expected);
  });

  it('counts a network failure as INTERNAL_ERROR', async () => {
    failNetwork();
    await expect(previewClient.apply({ previewDateTime: '2026-12-24T18:00:00Z', test: null, group: null })).resolves.toBe('INTERNAL_ERROR');
  });
});

describe('previewClient.testsAt', () => {
  it('asks for the tests at the instant and gives their names and groups', async () => {
    answerWith(200, [{ name: 'footer-teaser', groups: [{ name: 'control' }, { name: 'teaser' }] }]);
    await expect(previewClient.testsAt('2026-12-24T18:00:00.000Z')).resolves.toEqual([{ name: 'footer-teaser', groups: ['control', 'teaser'] }]);
    expect(pathOf(sent[0]!)).toBe('/service/abtestfrontend/api/v1/gettestsat?time=2026-12-24T18%3A00%3A00.000Z');
  });

  it.each([
    ['an object instead of a list', { tests: [] }],
    ['a test without a name', [{ groups: [] }]],
    ['a test without groups', [{ name: 'x' }]],
    ['a group without a name', [{ name: 'x', groups: [{}] }]],
    ['no JSON', 'oops'],
  ])('refuses %s', async (_case, body) => {
    answerWith(200, body);
    await expect(previewClient.testsAt('2026-12-24T18:00:00Z')).rejects.toThrow();
  });

  it('fails when the service does', async () => {
    answerWith(400, { type: 'urn:storefront:bad_request' });
    await expect(previewClient.testsAt('x')).rejects.toThrow();
  });
});
