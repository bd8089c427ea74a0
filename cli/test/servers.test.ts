import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_STARTER_HASH } from '../../src/pages/page-starter.generated.ts';
import { paths } from '../../validation/paths.ts';
import { startCli, type RunningCli } from './start-cli.ts';

// Starting a server seeds a database and may build a country: seconds, not milliseconds.
vi.setConfig({ testTimeout: 60_000 });

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-serve-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const serve = (port: number) => ['serve', '--country', 'SK', '--port', String(port), '--data', dataDir];

let running: RunningCli | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

async function page(url: string): Promise<{ status: number; type: string | null; body: string }> {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe('storefront serve', () => {
  const stamp = join(paths.dist, 'sk', '.storefront-build.json');

  it('serves every route of the built country on 127.0.0.1 in its language', async () => {
    running = await startCli(serve(5291), /on http:\/\/127\.0\.0\.1:5291\//);
    for (const path of ['/', '/login', '/m/login']) {
      const { status, type, body } = await page(`http://127.0.0.1:5291${path}`);
      expect(status).toBe(200);
      expect(type).toContain('text/html');
      expect(body).toContain('<html lang="sk-SK"');
    }
    const home = await fetch('http://127.0.0.1:5291/');
    const policy = home.headers.get('content-security-policy')!.split(';');
    expect(policy).toEqual(expect.arrayContaining([`script-src 'self' ${PAGE_STARTER_HASH}`, "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]));
    expect((await page('http://127.0.0.1:5291/no-such-page')).status).toBe(404);
    expect((await page('http://127.0.0.1:5291/.storefront-build.json')).status).not.toBe(200);
  });

  it('serves a current build as it is, and rebuilds one whose sources changed', async () => {
    running = await startCli(serve(5292), /on http:\/\//);
    await running.stop();
    running = await startCli(serve(5292), /on http:\/\//);
    expect(running.output()).toContain('is current; serving it as built');
    await running.stop();

    writeFileSync(stamp, readFileSync(stamp, 'utf8').replace(/"inputHash": "[0-9a-f]+"/, '"inputHash": "stale"'));
    running = await startCli(serve(5292), /on http:\/\//);
    expect(running.output()).toContain('building SK');
  });

  it('says so when the port is taken', async () => {
    running = await startCli(serve(5293), /on http:\/\//);
    const second = startCli(serve(5293), /on http:\/\//);
    await expect(second).rejects.toThrow(/port 5293 is in use; choose another with --port/);
  });
});

describe('storefront dev', () => {
  it("answers each route with its page and compiles the page's entry module", async () => {
    running = await startCli(['dev', '--country', 'HU', '--port', '5294'], /dev server on http:\/\/127\.0\.0\.1:5294\//);
    const login = await page('http://127.0.0.1:5294/login');
    expect(login.status).toBe(200);
    expect(login.body).toContain('<html lang="hu-HU"');
    const entry = await page('http://127.0.0.1:5294/src/pages/login.entry.ts');
    expect(entry.status).toBe(200);
    expect(entry.body).toContain('LoginPage');
  });
});
