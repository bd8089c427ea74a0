import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { runCli } from '../cli/test/run-cli.ts';
import { screenshotsPort } from './countries.ts';

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

  test('builds, photographs at least 8 pictures and writes the sheet', async () => {
    const first = await screenshots('first', '--port', String(screenshotsPort));
    expect(first.stderr).toBe('');
    expect(first.exitCode).toBe(0);
    const [, pictures] = /^DE +(\d+) pictures +\d+\.\d s$/m.exec(first.stdout) ?? [];
    expect(Number(pictures)).toBeGreaterThanOrEqual(8);
    expect(readdirSync(folder('first/de')).filter((file) => file.endsWith('.png'))).toHaveLength(Number(pictures));
    const sheet = readFileSync(folder('first/index.html'), 'utf8');
    expect(sheet).toContain('<a href="de/phone-home-errors.png"><img src="de/thumbnails/phone-home-errors.png"');
  });

  // One run for both: every other picture of the same build must come out the same.
  test('a changed page in the build is reported as its two pictures changed, and no other, with exit 1', async () => {
    const site = folder('dist/de');
    writeFileSync(join(site, 'assets', 'changed.css'), 'body { background: #ffe600; }\n');
    const notFound = join(site, '404.html');
    writeFileSync(notFound, readFileSync(notFound, 'utf8').replace('</head>', '<link rel="stylesheet" href="/assets/changed.css"></head>'));
    // The server prefers the compressed copies; without them it sends the changed page.
    for (const copy of ['404.html.br', '404.html.gz']) rmSync(join(site, copy));

    const changed = await screenshots('changed', '--baseline', folder('first'));
    expect(changed.stdout).toMatch(/^DE +\d+ pictures +\d+\.\d s {2}2 changed, 0 new, 0 missing$/m);
    expect(changed.stderr).toMatch(/changed by more than 0 pixels: DE phone-404, DE desktop-404\n/);
    expect(changed.exitCode).toBe(1);
    const sheet = readFileSync(folder('changed/index.html'), 'utf8');
    expect(sheet).toMatch(/<td class="changed">.*pixels changed · <a href="diff\/de\/phone-404.png">diff<\/a>/);
    expect(readdirSync(folder('changed/diff/de'))).toEqual(expect.arrayContaining(['phone-404.png', 'desktop-404.png']));
  });

  // Issue 28: QA's pseudo-locale run, every text 40 % longer: no page scrolls sideways, and every visible text is translatable.
  test('photographs the pseudo-locale build of DE: no page scrolls sideways, every visible text is bracketed', async () => {
    const pseudo = await runCli(['screenshots', '--country', 'DE', '--pseudo', '--dist', folder('pseudo-dist'), '--out', folder('pseudo')]);
    expect(pseudo.stderr).toBe('');
    expect(pseudo.exitCode).toBe(0);
    expect(pseudo.stdout).toMatch(/^building DE in the pseudo-locale …$/m);
    expect(pseudo.stdout).toMatch(/^DE +\d+ pictures +\d+\.\d s$/m);
    expect(readFileSync(folder('pseudo-dist/de/index.html'), 'utf8')).toContain('[Ĵéţžţ åñɱéļðéñ ······]');
  });
});
