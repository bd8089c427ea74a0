import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATH } from './http/csrf.ts';
import { sendRaw } from './test/raw-http.ts';
import { HttpClient, startServices, type RunningServices } from './test/test-server.ts';

/** One request as the upstream saw it. */
interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Promise<Buffer>;
}

type Answer = (request: IncomingMessage, response: ServerResponse) => void;

/** A plain node:http(s) server standing in for the real services: it records every request and answers as the test says. */
interface RecordingServer {
  url: string;
  received: Received[];
  answer: Answer;
  close: () => Promise<void>;
}

const answerOk: Answer = (request, response) => {
  request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
};

function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => request.on('end', () => resolve(Buffer.concat(chunks))));
}

async function startRecordingServer(tls?: { key: string; cert: string }): Promise<RecordingServer> {
  const recorder: RecordingServer = { url: '', received: [], answer: answerOk, close: async () => {} };
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    recorder.received.push({ method: request.method!, path: request.url!, headers: request.headers, body: bodyOf(request) });
    recorder.answer(request, response);
  };
  const server = tls ? createHttpsServer(tls, onRequest) : createHttpServer(onRequest);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  recorder.url = `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  recorder.close = async () => {
    // Some tests leave an answer hanging on purpose.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return recorder;
}

/** A certificate that is right for 127.0.0.1 in every way except that nobody vouches for it. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withFront<T>(options: Parameters<typeof startServices>[0], use: (front: RunningServices) => Promise<T>): Promise<T> {
  const front = await startServices({ countryCode: 'DE', ...options });
  try {
    return await use(front);
  } finally {
    await front.close();
    front.remove();
  }
}

interface Answered {
  status: number;
  contentType: string | null;
  body: string;
}

async function get(baseURL: string, path: string): Promise<Answered> {
  const response = await fetch(new URL(path, baseURL), { signal: AbortSignal.timeout(3000) });
  return { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() };
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

let upstream: RecordingServer;
let attacker: RecordingServer;
/** `serve --upstream <upstream>/gateway/`, as on staging. */
let front: RunningServices;

const lastReceived = (): Received => {
  const received = upstream.received.at(-1);
  if (!received) throw new Error('the upstream received nothing');
  return received;
};

/** The cookies and header a page sends with a state-changing call, for a request HttpClient cannot make. */
async function csrfHeaders(): Promise<Record<string, string>> {
  const client = new HttpClient(front.baseURL);
  await client.request('GET', CSRF_TOKEN_PATH);
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { cookie, [CSRF_HEADER]: client.cookies.get(CSRF_COOKIE)! };
}

/** Reads until `expected` has come; fails if the answer ends first. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, expected: string): Promise<string> {
  let text = '';
  while (!text.includes(expected)) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`the answer ended before "${expected}" came: "${text}"`);
    text += Buffer.from(value).toString();
  }
  return text;
}

async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += Buffer.from(chunk.value).toString();
  return text;
}

beforeAll(async () => {
  upstream = await startRecordingServer();
  attacker = await startRecordingServer();
  front = await startServices({ countryCode: 'DE', upstream: `${upstream.url}/gateway/` });
});
afterAll(async () => {
  await front.close();
  front.remove();
  await upstream.close();
  await attacker.close();
});
beforeEach(() => {
  upstream.received.length = 0;
  upstream.answer = answerOk;
});

describe('serve --upstream forwards a call', () => {
  it("with its method, path, query, headers and body, and returns the upstream's status, headers and every cookie", async () => {
    upstream.answer = (request, response) => {
      request.on('end', () =>
        response.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes', 'set-cookie': ['first=1; Path=/; HttpOnly', 'second=2; Path=/'] }).end('{"created":true}'),
      );
    };
    const response = await new HttpClient(front.baseURL).request('POST', '/service/newsletter/api/subscribers?origin=footer', {
      json: { email: 'forwarded@example.com' },
      headers: { 'x-api-key': 'dummy' },
    });

    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(expect.arrayContaining(['first=1; Path=/; HttpOnly', 'second=2; Path=/']));
    expect(await response.json()).toEqual({ created: true });
    const received = lastReceived();
    expect(received).toMatchObject({ method: 'POST', path: '/gateway/service/newsletter/api/subscribers?origin=footer' });
    expect(received.headers).toMatchObject({ 'x-api-key': 'dummy', 'content-type': 'application/json' });
    expect(JSON.parse((await received.body).toString())).toEqual({ email: 'forwarded@example.com' });
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('sent as %s, with its body', async (method) => {
    const headers = { ...(await csrfHeaders()), 'content-type': 'application/json' };
    const response = await fetch(new URL('/service/things/1', front.baseURL), { method, headers, body: '{"count":1}' });

    expect(response.status).toBe(200);
    expect(lastReceived()).toMatchObject({ method, path: '/gateway/service/things/1' });
    expect((await lastReceived().body).toString()).toBe('{"count":1}');
  });

  it('and passes an error answer on unchanged, asking the upstream only once', async () => {
    const problem = JSON.stringify({ type: 'urn:upstream:maintenance', title: 'Down for maintenance', status: 503 });
    upstream.answer = (_request, response) => response.writeHead(503, { 'content-type': 'application/problem+json' }).end(problem);

    const response = await fetch(new URL('/service/promotion/api/promotion/SHOP_FOOTER', front.baseURL));

    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.text()).toBe(problem);
    expect(upstream.received).toHaveLength(1);
  });

  it('sent with Expect: 100-continue, as curl sends a large body', async () => {
    const headers = { ...(await csrfHeaders()), expect: '100-continue', 'content-type': 'text/plain' };

    const response = await sendRaw(front.baseURL, 'POST', '/service/upload', { headers, body: 'payload' });

    expect(response.status).toBe(200);
    expect(lastReceived().headers).not.toHaveProperty('expect');
    expect((await lastReceived().body).toString()).toBe('payload');
  });

  it('with the query string exactly as sent', async () => {
    await sendRaw(front.baseURL, 'GET', '/service/search?b=2&a=1&next=../up&percent=100%25&empty=');

    expect(lastReceived().path).toBe('/gateway/service/search?b=2&a=1&next=../up&percent=100%25&empty=');
  });

  it('with percent-encoded characters of a segment kept encoded', async () => {
    await sendRaw(front.baseURL, 'GET', '/service/search/caf%C3%A9%20au%20lait/what%3F');

    expect(lastReceived().path).toBe('/gateway/service/search/caf%C3%A9%20au%20lait/what%3F');
  });

  it.each([
    ['', '/service/a/b?x=1'],
    ['/gateway/', '/gateway/service/a/b?x=1'],
    ['/gateway', '/gateway/service/a/b?x=1'],
  ])('to an upstream written "http://host%s" under its base path', async (basePath, expected) => {
    await withFront({ upstream: `${upstream.url}${basePath}` }, (proxy) => get(proxy.baseURL, '/service/a/b?x=1'));

    expect(lastReceived().path).toBe(expected);
  });
});

describe('serve --upstream never forwards', () => {
  it('to another origin named in an absolute-form request line', async () => {
    const target = `${attacker.url}/service/x?q=1`;

    const response = await sendRaw(front.baseURL, 'GET', target, { headers: { cookie: 'session=victim' } });

    expect(attacker.received).toEqual([]);
    expect(response.status).toBe(200);
    expect(lastReceived().path).toBe('/gateway/service/x?q=1');
  });

  it.each([
    '/service/%2e%2e/%2e%2e/admin',
    '/service/%2E%2e/admin',
    '/service/.%2e/admin',
    '/service/%2e/admin',
    '/service/../admin',
    '/service/a/../../admin',
    '/service/./admin',
    '/service/..//host/x',
    '/service//host/x',
    '/service/a//b',
    '/service/',
    '/service/a%2fb',
    '/service/a%2F..%2F..%2Fadmin',
    '/service/a\\..\\..\\admin',
    '/service/a%5c..%5cadmin',
    '/service/%252e%252e/%252e%252e/x',
    '/service/a%252fb',
    '/service/%ef%bc%8e%ef%bc%8e/admin',
  ])('%s, and answers 400 with a problem body', async (path) => {
    const response = await sendRaw(front.baseURL, 'GET', path);

    expect(upstream.received).toEqual([]);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(response.body)).toMatchObject({ status: 400 });
  });

  it('forwarding or hop-by-hop headers the caller sent, and sets X-Forwarded-* from the connection', async () => {
    await sendRaw(front.baseURL, 'GET', '/service/whoami', {
      headers: {
        'x-forwarded-for': '203.0.113.66',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'gopher',
        'x-forwarded-port': '6666',
        'x-real-ip': '203.0.113.66',
        forwarded: 'for=203.0.113.66;host=evil.example;proto=https',
        connection: 'keep-alive, x-named-in-connection',
        'x-named-in-connection': 'for this hop only',
        'keep-alive': 'timeout=5',
        'proxy-connection': 'keep-alive',
        'proxy-authorization': 'Basic c2VjcmV0',
        te: 'trailers',
        upgrade: 'h2c',
        'true-client-ip': '203.0.113.66',
        'cf-connecting-ip': '203.0.113.66',
        'x-client-ip': '203.0.113.66',
        'client-ip': '203.0.113.66',
        'x-cluster-client-ip': '203.0.113.66',
        'fastly-client-ip': '203.0.113.66',
        x_forwarded_for: '203.0.113.66',
        'x-original-url': '/admin',
        'x-rewrite-url': '/admin',
        'x-http-method-override': 'DELETE',
        via: '1.1 evil',
        'http2-settings': 'AAMAAABkAARAAAAAAAIAAAAA',
        'x-api-key': 'kept',
      },
    });

    const seen = lastReceived().headers;
    const dropped = ['x-forwarded-port', 'x-real-ip', 'forwarded', 'x-named-in-connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'upgrade'];
    dropped.push('true-client-ip', 'cf-connecting-ip', 'x-client-ip', 'client-ip', 'x-cluster-client-ip', 'fastly-client-ip', 'x_forwarded_for');
    dropped.push('x-original-url', 'x-rewrite-url', 'x-http-method-override', 'via', 'http2-settings');
    expect(dropped.filter((name) => name in seen)).toEqual([]);
    expect(seen).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': new URL(front.baseURL).host,
      host: new URL(upstream.url).host,
      'x-api-key': 'kept',
    });
  });

  /** Names proxies, CDNs, servers and frameworks read as the client's address, the host, the path or the method. */
  const ATTACK_HEADERS = [
    'X-Forwarded-Host', 'X-Forwarded-Server', 'X-Original-Host', 'X-Host', 'X-HTTP-Host-Override', 'X-Original-URL', 'X-Rewrite-URL',
    'X-HTTP-Method', 'X-HTTP-Method-Override', 'X-Method-Override', 'X-Originating-IP', 'X-Remote-IP', 'X-Remote-Addr', 'X-Client-IP',
    'X-Real-IP', 'True-Client-IP', 'CF-Connecting-IP', 'Fastly-Client-IP', 'Akamai-Client-IP', 'X-Cluster-Client-IP', 'Forwarded',
    'Forwarded-For', 'X-Forwarded', 'X-Forwarded-By', 'X-Forwarded-Proto', 'X-Forwarded-Scheme', 'X-Forwarded-Port', 'X-Forwarded-Prefix',
    'X-Forwarded-Path', 'X-ProxyUser-IP', 'Client-IP', 'Via', 'X-Via', 'Proxy', 'Proxy-Authorization', 'X-Envoy-External-Address',
    'X-Envoy-Original-Path', 'X-Amzn-Trace-Id', 'X-Azure-ClientIP', 'X-ARR-ClientIP', 'X-WAP-Profile', 'Contact',
    'X-Custom-IP-Authorization', 'Base-Url', 'Http-Url',
  ];

  it(`any of ${ATTACK_HEADERS.length} headers naming an address, host, path or method, nor one nobody has heard of`, async () => {
    expect(ATTACK_HEADERS).toHaveLength(45);
    const headers = Object.fromEntries([...ATTACK_HEADERS, 'X-Totally-Unknown-Header'].map((name) => [name, 'evil.example']));

    await sendRaw(front.baseURL, 'GET', '/service/whoami', { headers });

    const seen = lastReceived().headers;
    const setByTheProxy = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];
    const through = [...ATTACK_HEADERS, 'X-Totally-Unknown-Header'].map((name) => name.toLowerCase()).filter((name) => name in seen && !setByTheProxy.includes(name));
    expect(through).toEqual([]);
    expect(Object.values(seen)).not.toContain('evil.example');
    expect(seen).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http', 'x-forwarded-host': new URL(front.baseURL).host });
  });

  it("anything but the headers the services need, and those it passes on as the caller sent them", async () => {
    const needed = {
      accept: 'application/json',
      'accept-language': 'de-DE',
      'content-type': 'application/json',
      cookie: 'loginToken=abc; other=1',
      'user-agent': 'Mozilla/5.0 (test)',
      'x-api-key': 'dummy',
      'x-csrf-token': 'token',
      'x-logintoken': 'abc',
      'x-hunter-site': 'footer',
      'x-original-address': 'https://www.shop.example.de/',
      'if-none-match': '"v1"',
      'cache-control': 'no-cache',
      origin: 'http://de.localhost:4173',
      'sec-fetch-site': 'same-origin',
    };

    await sendRaw(front.baseURL, 'GET', '/service/whoami', { headers: { ...needed, authorization: 'Bearer staff', referer: 'https://elsewhere.example/' } });

    const seen = lastReceived().headers;
    expect(seen).toMatchObject(needed);
    expect(seen).not.toHaveProperty('authorization');
    expect(seen).not.toHaveProperty('referer');
  });

  it("the upstream's own hop-by-hop headers back to the caller", async () => {
    upstream.answer = (_request, response) => {
      response.writeHead(200, { connection: 'close, x-upstream-hop', 'x-upstream-hop': 'internal', 'keep-alive': 'timeout=1', 'x-kept': 'yes' }).end('ok');
    };

    const response = await sendRaw(front.baseURL, 'GET', '/service/hops');

    expect(response.headers['x-upstream-hop']).toBeUndefined();
    expect(response.headers['keep-alive']).not.toBe('timeout=1');
    expect(response.headers.connection).not.toMatch(/x-upstream-hop/);
    expect(response.headers['x-kept']).toBe('yes');
  });
});

describe('serve --upstream keeps its own rules', () => {
  it.each([
    ['logout', '/service/preview/api/auth/logout'],
    ['session renewal', '/service/preview/api/auth/login/renew'],
    ['page data', '/service/customerfrontenddata/api/v1/psdata'],
  ])('refuses a GET of %s from another site or without the CSRF token, and forwards the page\'s own', async (_call, path) => {
    const refused: Array<Record<string, string>> = [{ 'sec-fetch-site': 'cross-site', ...(await csrfHeaders()) }, { origin: attacker.url }, {}];
    for (const headers of refused) {
      expect((await sendRaw(front.baseURL, 'GET', path, { headers })).status).toBe(403);
    }
    expect(upstream.received.filter((received) => received.path === `/gateway${path}`)).toEqual([]);
    expect((await sendRaw(front.baseURL, 'GET', path, { headers: { 'sec-fetch-site': 'same-origin', ...(await csrfHeaders()) } })).status).toBe(200);
    expect(lastReceived().path).toBe(`/gateway${path}`);
  });

  it("sends the shop's security headers, whatever the upstream sends", async () => {
    upstream.answer = (_request, response) => {
      response
        .writeHead(200, {
          'content-type': 'text/html',
          'content-security-policy': "script-src * 'unsafe-inline'",
          'x-frame-options': 'ALLOWALL',
          'strict-transport-security': 'max-age=0',
          'access-control-allow-origin': '*',
          'access-control-allow-credentials': 'true',
        })
        .end('<p>upstream</p>');
    };

    const { headers } = await sendRaw(front.baseURL, 'GET', '/service/page');

    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).not.toBe('max-age=0');
    expect(headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('serve --upstream streams', () => {
  it('the answer: the caller reads the first chunk before the upstream has finished', async () => {
    const firstChunkRead = deferred();
    upstream.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' }).write('first chunk;');
      void firstChunkRead.promise.then(() => response.end('rest'));
    };

    // A proxy that waits for the whole answer never gets it: the upstream waits for the caller.
    const response = await fetch(new URL('/service/stream', front.baseURL), { signal: AbortSignal.timeout(3000) });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const head = await readUntil(reader, 'first chunk;');
    firstChunkRead.resolve();

    expect(head + (await readToEnd(reader))).toBe('first chunk;rest');
  });

  it('the request body: the upstream reads the first chunk before the caller has sent the rest', async () => {
    const headers = await csrfHeaders();
    const firstChunkArrived = deferred();
    upstream.answer = (request, response) => {
      request.once('data', () => firstChunkArrived.resolve());
      request.on('end', () => response.end('received'));
    };
    let firstSent = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!firstSent) {
          firstSent = true;
          controller.enqueue(new TextEncoder().encode('first chunk;'));
          return;
        }
        await firstChunkArrived.promise;
        controller.enqueue(new TextEncoder().encode('rest'));
        controller.close();
      },
    });

    const response = await fetch(new URL('/service/upload', front.baseURL), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain' },
      body,
      duplex: 'half',
      signal: AbortSignal.timeout(3000),
    } as RequestInit);

    expect(response.status).toBe(200);
    expect((await lastReceived().body).toString()).toBe('first chunk;rest');
  });

  it("a body of several megabytes intact, past the services' 16 KB limit", async () => {
    const payload = randomBytes(6 * 1024 * 1024).toString('base64');

    const response = await new HttpClient(front.baseURL).request('POST', '/service/upload', { body: payload, headers: { 'content-type': 'application/octet-stream' } });

    expect(response.status).toBe(200);
    const received = await lastReceived().body;
    expect(received.length).toBe(payload.length);
    expect(sha256(received)).toBe(sha256(payload));
  });
});

describe('serve --upstream answers with a problem body', () => {
  it('502 when the upstream cannot be reached', async () => {
    const closed = await startRecordingServer();
    await closed.close();

    const answered = await withFront({ upstream: closed.url }, (proxy) => get(proxy.baseURL, '/service/promotion/api/promotion/SHOP_FOOTER'));

    expect(answered.status).toBe(502);
    expect(answered.contentType).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(answered.body)).toMatchObject({ status: 502 });
  });

  it('504 when the upstream does not answer in time', async () => {
    upstream.answer = () => {};

    const { answered, elapsed } = await withFront({ upstream: upstream.url, upstreamTimeoutMs: 300 }, async (impatient) => {
      const started = performance.now();
      return { answered: await get(impatient.baseURL, '/service/slow'), elapsed: performance.now() - started };
    });

    expect(answered.status).toBe(504);
    expect(answered.contentType).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(answered.body)).toMatchObject({ status: 504 });
    expect(elapsed).toBeLessThan(2000);
  });

  it('502 when an https upstream shows a certificate nobody vouches for', async () => {
    const untrusted = await startRecordingServer(selfSignedCertificate());
    try {
      const answered = await withFront({ upstream: untrusted.url }, (proxy) => get(proxy.baseURL, '/service/x'));

      expect(untrusted.received).toEqual([]);
      expect(answered.status).toBe(502);
      expect(JSON.parse(answered.body)).toMatchObject({ status: 502 });
    } finally {
      await untrusted.close();
    }
  });
});
