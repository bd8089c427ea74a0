import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginClient, type LoginOutcome, type RenewOutcome } from './login-client';

let sent: Request[];
function answerWith(status: number, body?: unknown): void {
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(request);
    const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });
}
function failNetwork(): void {
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(request);
    throw new TypeError('Failed to fetch');
  });
}

beforeEach(() => {
  sent = [];
  document.cookie = 'csrfToken=token-123';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loginClient.logIn', () => {
  it('posts the credentials as JSON with the CSRF header', async () => {
    answerWith(200, { status: 'SUCCESS' });
    await loginClient.logIn({ email: 'anna@example.com', password: 'secret' });
    const [request] = sent;
    expect(request!.method).toBe('POST');
    expect(new URL(request!.url).pathname).toBe('/service/login/api/v1/login');
    expect(request!.headers.get('X-CSRF-Token')).toBe('token-123');
    expect(await request!.json()).toEqual({ email: 'anna@example.com', password: 'secret' });
  });

  it.each<[number, LoginOutcome]>([
    [200, 'success'],
    [401, 'unauthorized'],
    [403, 'unavailable'],
    [429, 'unavailable'],
    [500, 'unavailable'],
    [503, 'unavailable'],
  ])('turns %i into %s (spec §7)', async (status, outcome) => {
    answerWith(status, { status: 'X' });
    await expect(loginClient.logIn({ email: 'a@example.com', password: 'p' })).resolves.toBe(outcome);
  });

  it('counts a network failure as unavailable', async () => {
    failNetwork();
    await expect(loginClient.logIn({ email: 'a@example.com', password: 'p' })).resolves.toBe('unavailable');
  });
});

describe('loginClient.renewLoginToken', () => {
  it.each<[number, RenewOutcome]>([
    [201, 'renewed'],
    [200, 'still-fine'],
    [204, 'other'],
    [500, 'server-error'],
    [502, 'server-error'],
    [401, 'other'],
    [403, 'other'],
  ])('turns %i into %s', async (status, outcome) => {
    answerWith(status, status === 204 ? undefined : { status: 'X' });
    await expect(loginClient.renewLoginToken()).resolves.toBe(outcome);
  });

  it('counts a network failure as other', async () => {
    failNetwork();
    await expect(loginClient.renewLoginToken()).resolves.toBe('other');
  });

  it('posts with the CSRF header and without a JSON content type, which an empty body would contradict', async () => {
    answerWith(201, { status: 'RENEWED' });
    await loginClient.renewLoginToken();
    const [request] = sent;
    expect(request!.method).toBe('POST');
    expect(new URL(request!.url).pathname).toBe('/service/login/api/v1/logintoken/renew');
    expect(request!.headers.get('X-CSRF-Token')).toBe('token-123');
    expect(request!.headers.get('Content-Type')).toBeNull();
  });
});

describe('loginClient.knownEmail', () => {
  it('gives the address the long-term token remembers', async () => {
    answerWith(200, { email: 'anna@example.com' });
    await expect(loginClient.knownEmail()).resolves.toBe('anna@example.com');
    expect(new URL(sent[0]!.url).pathname).toBe('/service/login/api/v1/longtermtoken');
  });

  it.each([
    ['no remembered address (204)', 204, undefined],
    ['a number', 200, { email: 42 }],
    ['text that is no address', 200, { email: 'not an address' }],
    ['an overlong address', 200, { email: `${'a'.repeat(300)}@example.com` }],
    ['no JSON at all', 200, '<html>'],
    ['a server error', 500, { status: 'X' }],
  ])('gives nothing for %s', async (_case, status, body) => {
    answerWith(status, body);
    await expect(loginClient.knownEmail()).resolves.toBeUndefined();
  });

  it('gives nothing when the network fails', async () => {
    failNetwork();
    await expect(loginClient.knownEmail()).resolves.toBeUndefined();
  });
});
