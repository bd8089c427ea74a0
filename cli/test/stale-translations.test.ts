import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { scratchCopy } from './scratch-copy.ts';

const copy = scratchCopy('stale-translations-');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(copy, file), 'utf8');
function edit(file: string, from: string, to: string): void {
  expect(read(file)).toContain(from);
  writeFileSync(join(copy, file), read(file).replace(from, to));
}

/** One unit of an export, by id. */
function unitOf(xliff: string, id: string): string {
  return new RegExp(`<unit id="${id.replace(/\./g, '\\.')}">.*?</unit>`, 's').exec(xliff)![0];
}

async function exportedPL(...args: string[]): Promise<string> {
  const { stdout, stderr, exitCode } = await runCli(['translations', 'export', '--country', 'PL', ...args], copy);
  expect(exitCode, stderr).toBe(0);
  return stdout;
}

const OLD_HEADLINE = 'Service & Hilfe – wir sind für Sie da';
const NEW_HEADLINE = 'Service & Hilfe – immer für Sie da';
const OLD_HEADING = 'Willkommen in unserem Shop – {country:string}';
const NEW_HEADING = 'Herzlich willkommen in unserem Shop – {country:string}';

// Issue 44: PL translated these two from the German; then the German changed.
beforeAll(() => {
  edit('countries/de.yaml', `headline: ${OLD_HEADLINE}`, `headline: ${NEW_HEADLINE}`);
  edit('locales/de-DE/index.ts', `heading: '${OLD_HEADING}'`, `heading: '${NEW_HEADING}'`);
});

describe('a translation whose German source changed since it was made', () => {
  it('translations status counts it stale, apart from the untranslated texts, and lists each at its line', async () => {
    const { stdout, exitCode } = await runCli(['translations', 'status'], copy);
    expect(exitCode).toBe(0);
    expect(stdout).toMatch(/^country +locale +translated +stale +in another language +missing$/m);
    expect(stdout).toMatch(/^PL +pl-PL +\d+ +2 +0 +0$/m);
    // DE writes the German itself: its texts are the source, never a stale translation of it.
    expect(stdout).toMatch(/^DE +de-DE +\d+ +0 +0 +0$/m);
    expect(stdout).toMatch(/^PL \(pl-PL\): 2 stale, translated from a German text that has changed since$/m);
    expect(stdout).toContain(`  locales/pl-PL/index.ts:14:5: interface text home.heading was translated from "${OLD_HEADING}"; in de-DE now: "${NEW_HEADING}"\n`);
    expect(stdout).toMatch(new RegExp(`^ {2}countries/pl\\.yaml:42:\\d+: text footer\\.headline was translated from "${OLD_HEADLINE}"; in de-DE now: "${NEW_HEADLINE}"$`, 'm'));
    expect(stdout).not.toMatch(/PL \(pl-PL\): \d+ left to translate/);
  });

  it('translations export gives it state initial, keeps the old target, and says in a note what the source was', async () => {
    const unit = unitOf(await exportedPL(), 'footer.headline');
    expect(unit).toContain('<segment state="initial">');
    expect(unit).toContain('<source>Service &amp; Hilfe – immer für Sie da</source>');
    expect(unit).toContain('<target>Obsługa i pomoc – jesteśmy do Twojej dyspozycji</target>');
    expect(unit).toContain('<note category="source-changed">The German source changed since this was translated: update the translation, then mark it translated. It was translated from: Service &amp; Hilfe – wir sind für Sie da</note>');
    expect(unitOf(await exportedPL('--untranslated'), 'home.heading')).toContain('<segment state="initial">');
  });

  it('build --release refuses the shop, naming each stale text, and builds nothing', async () => {
    const { stderr, exitCode } = await runCli(['build', '--country', 'PL', '--release', '--out-dir', 'release'], copy);
    expect(exitCode).toBe(1);
    expect(stderr).toMatch(/^PL \(pl-PL\): 2 stale, translated from a German text that has changed since$/m);
    expect(stderr).toContain('  locales/pl-PL/index.ts:14:5: interface text home.heading was translated from');
    expect(stderr).toContain('cannot build a release: a shopper would read a translation of a German text that has changed since.');
    expect(existsSync(join(copy, 'release'))).toBe(false);
  });

  it("build --release ships the stale texts when the country's data accepts them, and says so", async () => {
    const country = read('countries/pl.yaml');
    edit('countries/pl.yaml', 'currency: PLN\n', 'currency: PLN\nacceptStaleTranslations: true\n');
    const { stderr, exitCode } = await runCli(['build', '--country', 'PL', '--release', '--out-dir', 'release'], copy);
    writeFileSync(join(copy, 'countries/pl.yaml'), country);
    rmSync(join(copy, 'release'), { recursive: true, force: true });

    expect(exitCode, stderr).toBe(0);
    expect(stderr).toContain('PL (pl-PL): releasing 2 stale texts, as countries/pl.yaml accepts them (acceptStaleTranslations: true)');
  }, 120_000);

  it('an import of a target for the new source makes it current again', async () => {
    const updated = (await exportedPL())
      .replace(/(<unit id="footer\.headline">.*?<segment state=")initial(">.*?<target>)[^<]*/s, '$1translated$2Obsługa i pomoc – zawsze do Twojej dyspozycji')
      // The old translation still fits the new German: the translator confirms it.
      .replace(/(<unit id="home\.heading">.*?<segment state=")initial/s, '$1translated');
    writeFileSync(join(copy, 'pl.xlf'), updated);
    const imported = await runCli(['translations', 'import', 'pl.xlf', '--country', 'PL'], copy);
    expect(imported.exitCode, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/^countries\/pl\.yaml: 1 text written, \d+ unchanged; 1 stale text current again$/m);
    expect(imported.stdout).toMatch(/^locales\/pl-PL\/index\.ts: 0 texts written, \d+ unchanged; 1 stale text current again$/m);

    const status = await runCli(['translations', 'status', '--country', 'PL'], copy);
    expect(status.stdout).toMatch(/^PL +pl-PL +\d+ +0 +0 +0$/m);
    const again = await exportedPL();
    expect(unitOf(again, 'footer.headline')).toContain('<segment state="translated">');
    expect(unitOf(again, 'footer.headline')).not.toContain('source-changed');
    expect(unitOf(again, 'home.heading')).toContain('<segment state="translated">');
  });
});

// Outside test, item 1: the placeholder checks hold for a stale text as for any other.
describe('a stale text whose German gained a placeholder', () => {
  it('is refused when confirmed with the old target, which misses the placeholder', async () => {
    edit('countries/de.yaml', `headline: ${NEW_HEADLINE}`, 'headline: Service & Hilfe – {returnPeriod} Rückgaberecht');
    const before = read('countries/pl.yaml');
    const confirmed = (await exportedPL('--untranslated')).replace(/(<unit id="footer\.headline">.*?<segment state=")initial/s, '$1translated');
    writeFileSync(join(copy, 'pl.xlf'), confirmed);
    const { stderr, exitCode } = await runCli(['translations', 'import', 'pl.xlf', '--country', 'PL'], copy);
    expect(exitCode).toBe(1);
    expect(stderr).toContain('unit "footer.headline" misses the placeholder {returnPeriod} of its source');
    expect(read('countries/pl.yaml')).toBe(before);
  });
});
