import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../services/db/database.ts';
import { DEMO_PASSWORD } from '../../services/login/test-support.ts';
import { startServicesProcess, stopProcess } from '../../services/test/services-process.ts';
import { runCli } from './run-cli.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-services-command-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('storefront services, used wrongly', () => {
  it('prints its usage with --help, the environment variables included', async () => {
    const { stdout, exitCode } = await runCli(['services', '--help']);
    expect(exitCode).toBe(0);
    expect(stdout).toContain('Usage: storefront services [options]');
    expect(stdout).toContain('STOREFRONT_COUNTRY=CH,CH_FR');
  });

  it.each<[string[], NodeJS.ProcessEnv, string]>([
    [['--country', 'DE', '--dev-toolz'], {}, "error: unknown option '--dev-toolz' (Did you mean --dev-tools?)"],
    [['--country', 'XX'], {}, '--country XX is no country; known: AT, CH, CH_FR'],
    [['--country', 'CH', '--shop-url', 'https://a.example/', '--shop-url', 'https://b.example/'], {}, '--shop-url is given twice'],
    [['--country', 'DE', '--port', 'abc'], {}, '--port must be a whole number from 1 to 65535, not "abc"'],
    [['--country', 'DE', '--port', '0x1B7F'], {}, '--port must be a whole number from 1 to 65535, not "0x1B7F"'],
    [['--country', 'DE', '--data', 'package.json'], {}, '--data package.json is a file; allowed: a folder'],
    [['--country', ','], {}, '--country names no shop'],
    [['--country', 'DE', '--trust-proxy', '0.0.0.0/0'], {}, '--trust-proxy takes addresses and networks'],
    [['--country', 'DE', '--shop-url', 'ftp://x/'], {}, '--shop-url "ftp://x/" gives "ftp://x/", which is not http:// or https://'],
    [[], {}, "error: required option '--country <code>' not specified"],
    [[], { STOREFRONT_COUNTRY: 'DE', STOREFRONT_DEV_TOOLS: 'no' }, 'STOREFRONT_DEV_TOOLS must be 1, true, 0 or false, not "no"'],
    [[], { STOREFRONT_COUNTRY: 'DE', STOREFRONT_DEV_TOOLS: 'TRUE' }, 'STOREFRONT_DEV_TOOLS must be 1, true, 0 or false, not "TRUE"'],
    [[], { STOREFRONT_COUNTRY: 'DE', STOREFRONT_DEV_TOOLS: '' }, 'STOREFRONT_DEV_TOOLS must be 1, true, 0 or false, not ""'],
    // An unset variable in a unit file is empty: never every interface, nor the working folder, nor each shop's own address.
    [['--country', 'DE', '--host', ''], {}, '--host is empty; give an address to listen on, e.g. 127.0.0.1'],
    [[], { STOREFRONT_COUNTRY: 'DE', STOREFRONT_HOST: '' }, '--host is empty; give an address to listen on, e.g. 127.0.0.1'],
    [['--country', 'DE', '--data', ''], {}, '--data is empty; give a folder'],
    [[], { STOREFRONT_COUNTRY: 'DE', STOREFRONT_SHOP_URL: '' }, '--shop-url is empty'],
    [['--country', 'DE', '--host', 'shop.invalid'], {}, '--host shop.invalid is no address of this machine'],
    [['--country', 'DE', '--host', '192.0.2.1'], {}, '--host 192.0.2.1 is no address of this machine'],
    [['--country', 'DE', '--country', 'DE'], {}, '--country DE is given twice'],
    [['--country', 'DE', '--data', 'package.json/data'], {}, '--data package.json/data cannot be made: package.json is a file'],
    [['--country', 'DE', '--seed', 'no-such-seed.yaml'], {}, '--seed no-such-seed.yaml does not exist'],
    [['--country', 'DE', '--seed', 'services'], {}, '--seed services is a folder; give a seed file'],
  ])('says what is wrong with %j in one line, exit 2, no stack trace', async (args, env, message) => {
    const { stdout, stderr, exitCode } = await runCli(['services', ...args, ...(args.includes('--data') ? [] : ['--data', dataDir])], undefined, { env });
    expect(exitCode).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

/** One kept-alive connection, as a browser holds one: a request on it is under way once the services have its headers. */
function onOneConnection(baseURL: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const cookies = new Map<string, string>();
  const start = (method: string, path: string, headers: Record<string, string> = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const outgoing = httpRequest(new URL(path, baseURL), { method, agent, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    const answer = new Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      outgoing.on('response', (incoming) => {
        let body = '';
        incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
        incoming.on('end', () => {
          for (const set of incoming.headers['set-cookie'] ?? []) cookies.set(set.split('=')[0]!, set.split(';')[0]!.split('=').slice(1).join('='));
          resolve({ status: incoming.statusCode!, body, headers: incoming.headers });
        });
      });
      outgoing.on('error', reject);
    });
    return { outgoing, answer };
  };
  return { start, cookies, close: () => agent.destroy() };
}

describe('storefront services for CH and CH_FR, from the environment', () => {
  it("has none of the demo seed's accounts, whose passwords are public, without --dev-tools or --seed, even in a database an earlier run filled; takes no request id from an untrusted client", async () => {
    // A database an earlier run with the local tools filled with the demo accounts.
    const noSeed = join(dataDir, 'no-seed');
    await stopProcess((await startServicesProcess(noSeed, ['--port', '0', '--dev-tools'], { STOREFRONT_COUNTRY: 'CH' })).child);
    const services = await startServicesProcess(noSeed, ['--port', '0'], { STOREFRONT_COUNTRY: 'CH' });
    try {
      const browser = onOneConnection(services.baseURL);
      const token = browser.start('GET', '/service/customerfrontenddata/api/v1/csrftoken', { 'x-request-id': 'forged-by-anyone' });
      token.outgoing.end();
      // Only a trusted proxy names the request: the log's ids are the services' own.
      expect((await token.answer).headers['x-request-id']).not.toBe('forged-by-anyone');
      const signIn = async (path: string, credentials: object) => {
        const call = browser.start('POST', path, { 'content-type': 'application/json', 'x-csrf-token': browser.cookies.get('csrfToken')! });
        call.outgoing.end(JSON.stringify(credentials));
        return (await call.answer).status;
      };
      expect(await signIn('/service/login/api/v1/login', { email: 'nina.keller@example.com', password: DEMO_PASSWORD })).toBe(401);
      expect(await signIn('/service/preview/api/auth/login', { username: 'qa.staff', password: 'preview-staff' })).toBe(401);
      expect(services.log()).toContain("removed the accounts that still had the demo seed's passwords, which are public, from the database");
      browser.close();
    } finally {
      await stopProcess(services.child);
    }
  }, 60_000);

  it('finishes a login under way on SIGTERM, takes no new connection, closes its database cleanly and logs one JSON line per request with nothing personal', async () => {
    const services = await startServicesProcess(dataDir, ['--port', '0', '--dev-tools', '--trust-proxy', '127.0.0.1'], { STOREFRONT_COUNTRY: 'CH,CH_FR', STOREFRONT_SHOP_URL: 'https://www.shop.example.ch/' });
    const browser = onOneConnection(services.baseURL);
    const token = browser.start('GET', '/fr/service/customerfrontenddata/api/v1/csrftoken', { 'x-request-id': 'support-ticket-42' });
    token.outgoing.end();
    expect((await token.answer).headers['x-request-id']).toBe('support-ticket-42');
    // A call without the token is refused: its line says so, and it is the only one.
    const forged = browser.start('POST', '/fr/service/login/api/v1/login', { 'content-type': 'application/json' });
    forged.outgoing.end('{}');
    expect((await forged.answer).status).toBe(403);

    // The login's headers reach the services, its body only after SIGTERM.
    const body = JSON.stringify({ email: 'camille.rochat@example.com', password: DEMO_PASSWORD });
    const login = browser.start('POST', '/fr/service/login/api/v1/login', { 'content-type': 'application/json', 'content-length': String(body.length), 'x-csrf-token': browser.cookies.get('csrfToken')! });
    login.outgoing.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = stopProcess(services.child);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(new URL('/healthz', services.baseURL)), 'a new connection after SIGTERM').rejects.toThrow();
    login.outgoing.end(body.slice(10));

    expect((await login.answer).status).toBe(200);
    await exited;
    browser.close();
    expect(services.child.exitCode).toBe(0);
    // SQLite removes its write-ahead log when the last connection closes cleanly.
    expect(existsSync(join(dataDir, `${DATABASE_FILE}-wal`))).toBe(false);

    const lines = services.log().trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ shop: 'CH_FR', requestId: 'support-ticket-42', method: 'GET', route: '/fr/service/customerfrontenddata/api/v1/csrftoken', status: 200 }),
      expect.objectContaining({ shop: 'CH_FR', method: 'POST', route: '/fr/service/login/api/v1/login', status: 403 }),
      expect.objectContaining({ shop: 'CH_FR', requestId: expect.any(String), method: 'POST', route: '/fr/service/login/api/v1/login', status: 200 }),
    ]);
    for (const secret of ['camille', DEMO_PASSWORD, '127.0.0.1', ...browser.cookies.values()]) expect(services.log()).not.toContain(secret);
  }, 60_000);
});
