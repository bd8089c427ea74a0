import { appendFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { runCli } from '../cli/test/run-cli.ts';
import { scratchPort } from './countries.ts';

// The command photographs one built country twice: the pictures must not differ unless the build does.
test.describe('storefront screenshots on one build of DE', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  let root: string;
  const folder = (name: string) => join(root, name);
  // A build of its own, so the test never replaces what is in dist/.
  const screenshots = (out: string, ...more: string[]) => runCli(['screenshots', '--country', 'DE', '--dist', folder('dist'), '--out', folder(out), ...more]);

  test.beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'storefront-screenshots-'));
  });
  test.afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('builds, photographs at least 8 pictures and writes the sheet; a second run finds none changed', async () => {
    // A port no configured server uses, beside the one new-country's test takes.
    const first = await screenshots('first', '--port', String(scratchPort + 2));
    expect(first.stderr).toBe('');
    expect(first.exitCode).toBe(0);
    const [, pictures] = /^DE +(\d+) pictures +\d+\.\d s$/m.exec(first.stdout) ?? [];
    expect(Number(pictures)).toBeGreaterThanOrEqual(8);
    expect(readdirSync(folder('first/de')).filter((file) => file.endsWith('.png'))).toHaveLength(Number(pictures));
    const sheet = readFileSync(folder('first/index.html'), 'utf8');
    expect(sheet).toContain('<a href="de/phone-home-errors.png"><img src="de/thumbnails/phone-home-errors.png"');

    const second = await screenshots('second', '--baseline', folder('first'));
    expect(second.stderr).toBe('');
    expect(second.stdout).toMatch(/^DE +\d+ pictures +\d+\.\d s {2}0 changed, 0 new, 0 missing$/m);
    expect(second.exitCode).toBe(0);
  });

  test('a changed stylesheet in the build is reported as changed pictures, with exit 1', async () => {
    const assets = folder('dist/de/assets');
    for (const file of readdirSync(assets)) {
      // The server prefers the compressed copies; without them it sends the changed file.
      if (/\.css\.(br|gz)$/.test(file)) rmSync(join(assets, file));
      else if (file.endsWith('.css')) appendFileSync(join(assets, file), '\nbody { background: #ffe600; }\n');
    }
    const changed = await screenshots('changed', '--baseline', folder('first'));
    expect(changed.stderr).toMatch(/changed by more than 0 pixels: DE phone-home, /);
    expect(changed.exitCode).toBe(1);
    const sheet = readFileSync(folder('changed/index.html'), 'utf8');
    expect(sheet).toMatch(/<td class="changed">.*pixels changed · <a href="diff\/de\/phone-home.png">diff<\/a>/);
    expect(readdirSync(folder('changed/diff/de'))).toContain('phone-home.png');
  });
});
