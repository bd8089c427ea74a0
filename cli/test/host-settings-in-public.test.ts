import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { scratchCopy } from './scratch-copy.ts';

const kit = scratchCopy('storefront-host-settings-');
afterAll(() => rmSync(kit, { recursive: true, force: true }));
const added: string[] = [];
afterEach(() => added.splice(0).forEach((file) => rmSync(file, { force: true })));

function addToPublic(name: string, content: string): void {
  const file = join(kit, 'public', name);
  writeFileSync(file, content);
  added.push(file);
}

describe("a static host's own settings in public/", () => {
  it.each([
    ['_worker.js', 'export default { fetch() { return new Response("owned"); } };'],
    ['_redirects', '/login https://evil.example/login 302\n'],
    ['_routes.json', '{"version":1,"include":["/*"],"exclude":[]}'],
    ['netlify.toml', '[[redirects]]\nfrom = "/*"\nto = "https://evil.example/"\n'],
    // What a case-blind file system (macOS, Windows) publishes as _redirects.
    ['_Redirects', '/login https://evil.example/login 302\n'],
  ])('refuses %s in validate', async (name, content) => {
    addToPublic(name, content);
    const validate = await runCli(['validate'], kit);
    expect(validate.exitCode).toBe(1);
    expect(validate.stdout).toContain(`public/${name}:1:1: a static host reads ${name.toLowerCase()} as its own settings, not as a file of the shop`);
  }, 30_000);

  it('stops the build before it ships one', async () => {
    addToPublic('_worker.js', 'export default { fetch() { return new Response("owned"); } };');
    const build = await runCli(['build', '--country', 'CH', '--out-dir', 'dist-host-settings'], kit);
    expect(build.exitCode).toBe(1);
    expect(build.stderr).toContain('public/_worker.js:1:1: a static host reads _worker.js as its own settings');
    expect(existsSync(join(kit, 'dist-host-settings', 'ch', '_worker.js'))).toBe(false);
  }, 60_000);
});
