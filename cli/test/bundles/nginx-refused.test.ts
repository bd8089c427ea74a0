import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from '../../../e2e/nginx/nginx-server.ts';
import { SECURITY_HEADERS } from '../../../services/http/security-headers.ts';
import { freePort } from '../../bench/served-revision.ts';
import { paths } from '../../../validation/paths.ts';

// Debian's nginx with DE's snippet: the answers nginx makes before it chooses a location, which
// no location's add_header reaches.

const KB9 = 'a'.repeat(9 * 1024);

/** Sends `request` as it is (no client would) and reads the status and headers of the answer. */
function exchange(port: number, request: string): Promise<{ status: number; headers: Record<string, string[]>; head: string }> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (!received.includes('\r\n\r\n')) return;
      // The head is all that is compared: nginx keeps some connections open after it.
      socket.destroy();
      const [statusLine = '', ...lines] = received.split('\r\n\r\n')[0]!.split('\r\n');
      const headers: Record<string, string[]> = {};
      for (const [, name, value] of lines.map((line) => /^([^:]+):\s*(.*)$/.exec(line) ?? [])) if (name) (headers[name.toLowerCase()] ??= []).push(value!);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, head: statusLine });
    });
  });
}

const securityOf = (headers: Record<string, string[]>) => Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, headers[name]?.join(', ')]));

describe("nginx's own refusals, with DE's snippet", () => {
  let nginx: RunningNginx;
  let port: number;
  // The services stand-in behind the proxy location sends a security header of its own.
  const services = createServer((_request, response) => response.writeHead(200, { 'x-frame-options': 'DENY', 'content-type': 'application/json' }).end('{}'));

  beforeAll(async () => {
    await new Promise<void>((resolve) => services.listen(0, '127.0.0.1', resolve));
    port = await freePort();
    nginx = await startNginx([{ port, services: `http://127.0.0.1:${(services.address() as AddressInfo).port}`, shops: [{ path: '/', siteDir: join(paths.dist, 'de') }] }]);
  });

  afterAll(async () => {
    await nginx?.stop();
    services.close();
  });

  it.each([
    ['a request line it cannot read', 'NOT A REQUEST\r\n\r\n', 400],
    ['an address above the root', 'GET /../etc/passwd HTTP/1.1\r\nHost: a\r\n\r\n', 400],
    ['a request without a Host', 'GET / HTTP/1.1\r\n\r\n', 400],
    ['TRACE', 'TRACE / HTTP/1.1\r\nHost: a\r\n\r\n', 405],
    ['an address too long', `GET /${KB9} HTTP/1.1\r\nHost: a\r\n\r\n`, 414],
    ['a header too large', `GET / HTTP/1.1\r\nHost: a\r\nCookie: ${KB9}\r\n\r\n`, 400],
    ['a transfer coding it does not know', 'POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip\r\n\r\n', 501],
    ['HTTP/2.0 in a request line', 'GET / HTTP/2.0\r\nHost: a\r\n\r\n', 505],
  ])('answers %s with the security headers', async (_what, request, status) => {
    const answer = await exchange(port, request);
    expect(answer.status, answer.head).toBe(status);
    expect(securityOf(answer.headers)).toEqual(SECURITY_HEADERS);
  });

  it("leaves the services' answers with their own headers, each once", async () => {
    const answer = await exchange(port, 'GET /service/anything HTTP/1.1\r\nHost: a\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-frame-options']).toEqual(['DENY']);
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });
});
