import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../services/db/database.ts';
import { DEMO_PASSWORD } from '../../services/login/test-support.ts';
import { startServicesProcess, stopProcess } from '../../services/test/services-process.ts';
import { HttpClient } from '../../services/test/test-server.ts';
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

  it.each([
    [['--country', 'DE', '--dev-toolz'], {}, "error: unknown option '--dev-toolz' (Did you mean --dev-tools?)"],
    [['--country', 'XX'], {}, '--country XX is no country; known: AT, CH, CH_FR'],
    [['--country', 'CH', '--shop-url', 'https://a.example/', '--shop-url', 'https://b.example/'], {}, '--shop-url is given twice'],
    [['--country', 'DE', '--port', 'abc'], {}, '--port must be a whole number from 1 to 65535, not "abc"'],
    [['--country', 'DE', '--shop-url', 'ftp://x/'], {}, '--shop-url "ftp://x/" gives "ftp://x/", which is not http:// or https://'],
    [[], {}, "error: required option '--country <code>' not specified"],
    [[], { STOREFRONT_COUNTRY: 'DE', STOREFRONT_DEV_TOOLS: 'no' }, 'STOREFRONT_DEV_TOOLS must be 1, true, 0 or false, not "no"'],
  ])('says what is wrong with %j in one line, exit 2, no stack trace', async (args, env, message) => {
    const { stdout, stderr, exitCode } = await runCli(['services', ...args, '--data', dataDir], undefined, env);
    expect(exitCode).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('storefront services for CH and CH_FR, from the environment', () => {
  it('finishes the logins under way on SIGTERM, closes its database cleanly and logs one JSON line per request with nothing personal', async () => {
    const services = await startServicesProcess(dataDir, ['--port', '0'], { STOREFRONT_COUNTRY: 'CH,CH_FR', STOREFRONT_SHOP_URL: 'https://www.shop.example.ch/' });
    const client = new HttpClient(services.baseURL, { basePath: '/fr/' });
    const traced = await client.request('GET', '/fr/service/login/api/v1/longtermtoken', { headers: { 'x-request-id': 'support-ticket-42' } });
    expect(traced.headers.get('x-request-id')).toBe('support-ticket-42');

    const logins = Array.from({ length: 8 }, () => client.request('POST', '/fr/service/login/api/v1/login', { json: { email: 'camille.rochat@example.com', password: DEMO_PASSWORD } }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stoppedAt = Date.now();
    await stopProcess(services.child);

    expect((await Promise.all(logins)).map(({ status }) => status)).toEqual(Array(8).fill(200));
    expect(services.child.exitCode).toBe(0);
    // SQLite removes its write-ahead log when the last connection closes cleanly.
    expect(existsSync(join(dataDir, `${DATABASE_FILE}-wal`))).toBe(false);

    const lines = services.log().trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const loginLines = lines.filter(({ route }) => route === '/fr/service/login/api/v1/login');
    expect(loginLines).toHaveLength(8);
    expect(loginLines.every(({ shop, status, requestId }) => shop === 'CH_FR' && status === 200 && typeof requestId === 'string')).toBe(true);
    expect(loginLines.some(({ time }) => Number(time) >= stoppedAt), 'a login was still under way at SIGTERM').toBe(true);
    expect(lines.find(({ requestId }) => requestId === 'support-ticket-42')).toMatchObject({ route: '/fr/service/login/api/v1/longtermtoken', status: 204 });
    for (const secret of ['camille', DEMO_PASSWORD, '127.0.0.1', ...client.cookies.values()]) expect(services.log()).not.toContain(secret);
  }, 60_000);
});
