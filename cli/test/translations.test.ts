import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryTexts } from '../translations/country-texts.ts';
import { textParts } from '../translations/inline-codes.ts';
import { readLocaleSource } from '../../validation/locale-source.ts';
import { runCli } from './run-cli.ts';
import { scratchCopy } from './scratch-copy.ts';
import { backwards, filledByTool } from './translation-tool.ts';

const copy = scratchCopy('translations-');
const XSD = join(copy, 'cli', 'translations', 'xliff-core-2.0.xsd');
const written = (file: string) => readFileSync(join(copy, file), 'utf8');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

async function exported(...args: string[]): Promise<string> {
  const { stdout, stderr, exitCode } = await runCli(['translations', 'export', '--country', 'NL', ...args], copy);
  expect(exitCode, stderr).toBe(0);
  return stdout;
}

async function imported(xliff: string, name = 'nl.xlf') {
  writeFileSync(join(copy, name), xliff);
  return runCli(['translations', 'import', name], copy);
}

/** One unit of an export, by id. */
function unitOf(xliff: string, id: string): string {
  return new RegExp(`<unit id="${id.replace(/\./g, '\\.')}">.*?</unit>`, 's').exec(xliff)![0];
}

function htmlFilesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).map((file) => join(folder, file));
}

/** What a page shows a shopper: its title and its body's text, without scripts and styles. */
function shownText(html: string): string {
  const window = new Window();
  const { document } = window;
  document.write(html);
  for (const hidden of document.querySelectorAll('script, style, template, noscript')) hidden.remove();
  const shown = `${document.title}\n${document.body.textContent}`;
  void window.happyDOM.close();
  return shown;
}

/**
 * Each run of words (8 characters or more) of the German and English texts NL started from: its
 * scaffolded English copy and DE's data. The other shops' names, in their own languages, belong on
 * NL's country switcher.
 */
function untranslatedTexts(): string[] {
  const locales = join(copy, 'locales');
  const de = countryTexts(join(copy, 'countries', 'de.yaml'), locales).texts.filter(({ id }) => id !== 'displayName' && id !== 'shop.label');
  const texts = [...de.map(({ source }) => source), ...[...readLocaleSource(locales, 'en').texts.values()].map(({ value }) => value)];
  const runs = texts.flatMap((text) => textParts(text).flatMap((part) => ('text' in part ? part.text.split(/[|]/) : [])));
  return [...new Set(runs.map((run) => run.trim()).filter((run) => run.length >= 8 && /\p{L}/u.test(run)))];
}

beforeAll(async () => {
  const scaffolded = await runCli(['new-country', 'NL', '--from', 'DE', '--locale', 'nl-NL', '--currency', 'EUR'], copy);
  expect(scaffolded.exitCode, scaffolded.stderr).toBe(0);
}, 60_000);

describe('storefront translations status', () => {
  it("counts a scaffolded country's texts: the copied English and the inherited German are left to translate", async () => {
    const { stdout, exitCode } = await runCli(['translations', 'status', '--country', 'NL'], copy);
    expect(exitCode).toBe(0);
    expect(stdout).toMatch(/^NL +nl-NL +\d+ +0 +2\d\d +0$/m);
    // Two texts on one line of the copied dictionary are both still English (issue 28's probe).
    expect(stdout).toMatch(/: interface text widgets\.textSlider\.showMore is still "Show more", from locales\/nl-NL\/index\.ts;/);
    expect(stdout).toMatch(/: interface text widgets\.textSlider\.showLess is still "Show less", from locales\/nl-NL\/index\.ts;/);
  });

  it('says which file it cannot tell the texts of, instead of failing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'no-locale-'));
    writeFileSync(join(folder, 'xx.yaml'), 'code: XX\n');
    const { stderr, exitCode } = await runCli(['translations', 'status', '--countries', folder], copy);
    expect(exitCode).toBe(1);
    expect(stderr).toMatch(/xx\.yaml: its texts cannot be told without a readable file with a code and a locale; run storefront validate$/m);
    expect(stderr).not.toMatch(/at |TypeError/);
  });
});

describe('storefront translations export', () => {
  it('writes XLIFF 2.0 that the schema accepts, every text once, with its state, notes and protected placeholders', async () => {
    const xliff = await exported();
    writeFileSync(join(copy, 'export.xlf'), xliff);
    expect(execFileSync('xmllint', ['--noout', '--schema', XSD, join(copy, 'export.xlf')], { encoding: 'utf8', stdio: 'pipe' })).toBe('');
    expect(xliff).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="de-DE" trgLang="nl-NL">');
    expect(xliff).toContain('<file id="ui" original="locales/nl-NL/index.ts">');
    expect(xliff).toContain('<file id="data" original="countries/nl.yaml">');
    // Copied English and inherited German are both still to do; a placeholder is a <ph/> a tool will not let a translator break.
    expect(unitOf(xliff, 'home.heading')).toContain('<segment state="initial">');
    expect(unitOf(xliff, 'home.heading')).toContain('<source>Willkommen in unserem Shop – <ph id="ph1" dataRef="dph1" equiv="{country}" disp="{country}"/></source>');
    expect(unitOf(xliff, 'home.heading')).toContain('<data id="dph1">{country}</data>');
    expect(unitOf(xliff, 'footer.headline')).toContain('<source>Service &amp; Hilfe – wir sind für Sie da</source>');
    expect(unitOf(xliff, 'footer.headline')).toContain('<note category="location">Shown in the footer of every page. Text of the country data footer.headline.</note>');
    expect(unitOf(xliff, 'displayName')).toMatch(/<note category="max-length">At most \d+ characters\.<\/note>/);
    // Its own name is written in Dutch already: translated, with its target.
    expect(unitOf(xliff, 'displayName')).toContain('<target>Nederland</target>');
    expect(unitOf(xliff, 'displayName')).toContain('<segment state="translated">');
  });

  it('with --untranslated, writes only the texts left to do', async () => {
    const xliff = await exported('--untranslated');
    expect(xliff).not.toContain('state="translated"');
    expect(xliff).not.toContain('<unit id="displayName">');
    expect(xliff).toContain('<unit id="footer.headline">');
  });
});

/** Each broken file a translation tool or a hand could produce, and the one message per problem the import gives. */
/** `total`: the problems counted, where more than the listed ones. */
const BROKEN: ReadonlyArray<{ name: string; broken: (xliff: string) => string; messages: RegExp[]; total?: number }> = [
  { name: 'not XML', broken: (xliff) => xliff.replace('</xliff>', ''), messages: [/:\d+:\d+: is not well-formed XML: /] },
  { name: 'XLIFF 1.2', broken: (xliff) => xliff.replace('version="2.0"', 'version="1.2"'), messages: [/:1:1: is XLIFF 1\.2, not 2\.0; export the file from the translation tool as XLIFF 2\.0$/] },
  {
    name: 'a DOCTYPE whose entities would expand without end',
    broken: (xliff) => xliff.replace('<xliff', '<!DOCTYPE xliff [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<xliff'),
    messages: [/:2:1: has a DOCTYPE, which XLIFF 2\.0 has none of/],
  },
  { name: 'another root', broken: () => '<?xml version="1.0"?>\n<html><body/></html>\n', messages: [/is not XLIFF: its root element is <html>, not <xliff>$/] },
  {
    name: 'an unknown id',
    broken: (xliff) => xliff.replace('<unit id="newsletter.heading">', '<unit id="newsletter.headin">'),
    messages: [/:\d+:5: unit "newsletter\.headin" is not a text of locales\/nl-NL\/index\.ts \(did you mean "newsletter\.heading"\?\); export the file again$/],
  },
  {
    name: 'a missing placeholder',
    broken: (xliff) => filledByTool(xliff, (words) => `NL ${words}`).replace(/(<unit id="home\.heading">.*?<target>.*?) <ph [^>]*\/>/s, '$1'),
    messages: [/unit "home\.heading" misses the placeholder \{country\} of its source; keep it where the sentence needs it$/],
  },
  {
    name: 'an added placeholder',
    broken: (xliff) => filledByTool(xliff, (words) => `NL ${words}`).replace(/(<unit id="newsletter\.heading">.*?<target>)/s, '$1{voucher} '),
    messages: [/unit "newsletter\.heading" has the placeholder \{voucher\}, which its source does not have$/],
  },
  {
    name: 'a code the source does not have',
    broken: (xliff) => filledByTool(xliff, (words) => `NL ${words}`).replace(/(<unit id="home\.heading">.*?<target>.*?)<ph id="ph1"/s, '$1<ph id="ph7"'),
    messages: [/unit "home\.heading" has the code <ph id="ph7"\/>, which its source does not have$/],
  },
  {
    name: 'a text too long for its place',
    broken: (xliff) => xliff.replace(/(<unit id="displayName">.*?<target>)Nederland/s, `$1${'Nederlands'.repeat(12)}`),
    messages: [/unit "displayName" is 120 characters long; at most \d+ fit where it shows$/],
  },
  {
    name: 'a file outside the kit',
    broken: (xliff) => xliff.replace('original="countries/nl.yaml"', 'original="../../etc/passwd"'),
    messages: [/<file> names "\.\.\/\.\.\/etc\/passwd", which is neither the locale file locales\/nl-NL\/index\.ts nor a readable country file of nl-NL; export the file again$/],
  },
  {
    name: 'a right-to-left override hidden in a text',
    broken: (xliff) => xliff.replace(/(<unit id="displayName">.*?<target>)Nederland/s, '$1Neder\u202Eland'),
    messages: [/unit "displayName" has the invisible formatting character U\+202E, which no shopper can see; remove it$/],
  },
  {
    name: 'two problems, each reported',
    broken: (xliff) => xliff.replace('<unit id="newsletter.heading">', '<unit id="newsletter.nope">').replace(/(<unit id="displayName">.*?<segment state=")translated/s, '$1done'),
    messages: [/unit "newsletter\.nope" is not a text/, /unit "displayName" has the state "done"; allowed: initial, translated, reviewed, final$/],
  },
  // Issue 28's probe, each of these once let a broken text in or failed with a stack trace.
  {
    name: 'an entity XML does not define',
    broken: (xliff) => xliff.replace(/(<unit id="displayName">.*?<target>)Nederland/s, '$1Neder&nbsp;land'),
    messages: [/:\d+:\d+: has the reference "&nbsp;", which XML does not define; write the character itself \(or &#…; by its number\)$/],
  },
  {
    name: 'an invisible character written by its number',
    broken: (xliff) => xliff.replace(/(<unit id="displayName">.*?<target>)Nederland/s, '$1Neder&#x202E;land'),
    messages: [/unit "displayName" has the invisible formatting character U\+202E, which no shopper can see; remove it$/],
  },
  {
    name: 'braces that are no placeholder',
    broken: (xliff) => filledByTool(xliff, (words) => `NL ${words}`).replace(/(<unit id="footer\.headline">.*?<target>)[^<]*/s, '$1Gratis { freeShipping } en {}'),
    messages: [/unit "footer\.headline" has "\{ freeShipping \}", which is no placeholder/, /unit "footer\.headline" has "\{\}", which is no placeholder/],
  },
  {
    name: 'a space at the start',
    broken: (xliff) => xliff.replace(/(<unit id="displayName">.*?<target>)Nederland/s, '$1 Nederland'),
    messages: [/unit "displayName" starts with a space or line break its source does not have; remove it$/],
  },
  {
    name: 'a segment with two targets',
    broken: (xliff) => xliff.replace(/(<unit id="displayName">.*?<target>Nederland<\/target>)/s, '$1<target>Holland</target>'),
    messages: [/unit "displayName" has a segment with two sources or two targets; a segment has one of each$/],
  },
  { name: 'a unit without an id', broken: (xliff) => xliff.replace('<unit id="newsletter.heading">', '<unit>'), messages: [/: a <unit> has no id; export the file again$/] },
  { name: 'a file cut off', broken: (xliff) => xliff.slice(0, xliff.indexOf('<unit id="home.heading">') + 40), messages: [/:\d+:\d+: is not well-formed XML: ends before <notes>, <unit>, <file>, <xliff> are closed: is the file cut off\?$/] },
  { name: 'a file saved as UTF-16', broken: (xliff) => [...xliff].join('\u0000'), messages: [/:1:1: is saved as UTF-16; save it as UTF-8/] },
  {
    name: 'elements nested a thousand deep',
    broken: (xliff) => xliff.replace(/(<unit id="displayName">.*?<target>)Nederland/s, `$1${'<mrk id="m">'.repeat(1000)}Nederland${'</mrk>'.repeat(1000)}`),
    messages: [/: nests its elements deeper than 40; no export of the kit does$/],
  },
  {
    name: 'a root with a prefix',
    broken: (xliff) => xliff.replace('<xliff xmlns=', '<x:xliff xmlns:x=').replace('</xliff>', '</x:xliff>'),
    messages: [/names its root <x:xliff> with a prefix; export it with XLIFF as the default namespace/],
  },
  {
    name: 'two thousand units the kit has no text for',
    broken: (xliff) => xliff.replace('</file>', `${Array.from({ length: 2000 }, (_, index) => `<unit id="zz${index}"><segment><source>x</source></segment></unit>`).join('\n')}</file>`),
    messages: Array.from({ length: 50 }, () => /unit "zz\d+" is not a text of /),
    total: 2000,
  },
];

describe('storefront translations import, refusing a broken file', () => {
  let export_: string;
  beforeAll(async () => {
    export_ = await exported();
  });

  it.each(BROKEN)('refuses $name with one message a problem, and writes nothing', async ({ broken, messages, total = messages.length }) => {
    const before = [written('countries/nl.yaml'), written('locales/nl-NL/index.ts')];
    const { stderr, exitCode } = await imported(broken(export_), 'broken.xlf');

    expect(exitCode).toBe(1);
    const reported = stderr.split('\n').filter((line) => line.startsWith('broken.xlf:'));
    expect(reported).toHaveLength(messages.length);
    messages.forEach((message, index) => expect(reported[index]).toMatch(message));
    if (total > messages.length) expect(stderr).toContain(`\n… and ${total - messages.length} more, not listed\n`);
    expect(stderr).toContain(`nothing imported: ${total} ${total === 1 ? 'problem' : 'problems'}.`);
    expect([written('countries/nl.yaml'), written('locales/nl-NL/index.ts')]).toEqual(before);
  }, 30_000);

  it('refuses a byte that is no UTF-8 (a tool saving Latin-1), at its line, naming the unit, and writes nothing', async () => {
    const before = [written('countries/nl.yaml'), written('locales/nl-NL/index.ts')];
    // "Nederland" with a Latin-1 é: read as UTF-8 it would be written as U+FFFD.
    const [head, tail] = export_.replace(/(<unit id="displayName">.*?<target>)Nederland/s, '$1Neder\0land').split('\0') as [string, string];
    writeFileSync(join(copy, 'latin1.xlf'), Buffer.concat([Buffer.from(head), Buffer.from([0xe9]), Buffer.from(tail)]));
    const { stderr, exitCode } = await runCli(['translations', 'import', 'latin1.xlf'], copy);

    const line = head.split('\n').length;
    const column = head.length - head.lastIndexOf('\n');
    expect(stderr).toMatch(new RegExp(`^latin1\\.xlf:${line}:${column}: unit "displayName" has the invalid UTF-8 byte 0xE9; allowed: UTF-8`, 'm'));
    expect(stderr).toContain('nothing imported: 1 problem.');
    expect(exitCode).toBe(1);
    expect([written('countries/nl.yaml'), written('locales/nl-NL/index.ts')]).toEqual(before);
  }, 30_000);
});

describe('storefront translations import', () => {
  // The base locale types its placeholders ({country:string}); CZ's and PL's footers name constants their German originals do not.
  it.each(['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'SK', 'TR', 'PL'])("takes %s's own export back without changing a character", async (code) => {
    const exportedOwn = await runCli(['translations', 'export', '--country', code], copy);
    const files = [...exportedOwn.stdout.matchAll(/<file id="\w+" original="([^"]+)">/g)].map(([, file]) => file!);
    const before = files.map(written);
    const { stdout, exitCode, stderr } = await imported(exportedOwn.stdout, 'own.xlf');

    expect(exitCode, stderr).toBe(0);
    for (const file of files) expect(stdout).toMatch(new RegExp(`^${file}: 0 texts written`, 'm'));
    expect(files.map(written)).toEqual(before);
  }, 30_000);

  // Issue 44: a translation tool's tag check flags a code in a target that its source lacks.
  it.each(['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'SK', 'TR', 'PL'])("%s's export has no code in a target that its source lacks", async (code) => {
    const { stdout } = await runCli(['translations', 'export', '--country', code], copy);
    const units = [...stdout.matchAll(/<unit id="([^"]+)">.*?<\/unit>/gs)];
    const phIds = (xml = '') => [...xml.matchAll(/<ph id="(\w+)"/g)].map(([, id]) => id);
    const extra = units.flatMap(([unit, id]) => {
      const source = phIds(/<source>(.*?)<\/source>/s.exec(unit)?.[1]);
      return phIds(/<target>(.*?)<\/target>/s.exec(unit)?.[1]).filter((ph) => !source.includes(ph)).map((ph) => `${id} ${ph}`);
    });
    expect(extra).toEqual([]);
  }, 30_000);

  it("writes a placeholder only the country's text names as words of its target, with a note, and takes it back from a translator", async () => {
    const id = 'footer.teaser.groups.shipping.introductoryText';
    const exportedPL = (await runCli(['translations', 'export', '--country', 'PL'], copy)).stdout;
    expect(unitOf(exportedPL, id)).toContain('<target>Darmowa dostawa od {freeShipping} – wysyłamy z InPost i DPD.</target>');
    expect(unitOf(exportedPL, id)).toContain('<note category="placeholders">This translation names {freeShipping}, which its source does not: keep it as written where the sentence needs it, or leave it out.</note>');

    const rewritten = exportedPL.replace('Darmowa dostawa od {freeShipping} – wysyłamy', 'Bezpłatna dostawa od {freeShipping} – wysyłamy');
    const { exitCode, stderr } = await imported(rewritten, 'pl.xlf');
    expect(exitCode, stderr).toBe(0);
    expect(written('countries/pl.yaml')).toContain('introductoryText: Bezpłatna dostawa od {freeShipping} – wysyłamy z InPost i DPD.\n');
  }, 30_000);

  it('translates one text of a list the country inherits: the list becomes its own, its other texts marked and still left to do', async () => {
    const one = (await exported()).replace(
      /(<unit id="footer\.teaser\.groups\.payment\.links\.0\.link\.text">.*?)<segment state="initial">(\s*)<source>(.*?)<\/source>/s,
      // A character by its number, as some tools write any letter beyond ASCII.
      '$1<segment state="translated">$2<source>$3</source>$2<target>Betaalm&#xE9;thoden</target>',
    );
    const { stdout, exitCode } = await imported(one);
    expect(exitCode).toBe(0);
    expect(stdout).toMatch(/^countries\/nl\.yaml: 1 text written, \d+ unchanged; \d+ not finished \(state initial\), left as they were$/m);
    expect(written('countries/nl.yaml')).toMatch(/- link:\n +url: \/zahlungsarten-s1101\.html\n +text: Betaalméthoden\n/);
    expect(written('countries/nl.yaml')).toMatch(/text: Kauf auf Rechnung # TODO translate \(copied from countries\/de\.yaml\)\n/);

    const status = await runCli(['translations', 'status', '--country', 'NL'], copy);
    expect(status.stdout).toMatch(/^ {2}countries\/nl\.yaml:\d+:\d+: text footer\.teaser\.groups\.payment\.links\.1\.link\.text is still "Kauf auf Rechnung", from countries\/nl\.yaml;/m);
    expect(status.stdout).not.toContain('footer.teaser.groups.payment.links.0.link.text');
  }, 60_000);

  it("writes every translation where it belongs, keeping the files' comments, and a second round trip changes nothing", async () => {
    const countryBefore = written('countries/nl.yaml');
    // Saved on Windows, as a tool there would: the line breaks are CRLF.
    const { stdout, stderr, exitCode } = await imported(filledByTool(await exported(), backwards).replace(/\n/g, '\r\n'));
    expect(exitCode, stderr).toBe(0);
    expect(stdout).toMatch(/^locales\/nl-NL\/index\.ts: \d+ texts written/m);
    expect(stdout).toMatch(/^countries\/nl\.yaml: \d+ texts written/m);

    // The interface text replaces the copied English where it stands; the footer becomes NL's own, under its comments.
    expect(written('locales/nl-NL/index.ts')).toContain("heading: 'nemmoklliW ni meresnu pohS – {country}',");
    expect(written('locales/nl-NL/index.ts')).not.toMatch(/home:[^}]*TODO translate/);
    expect(written('countries/nl.yaml')).toContain('  headline: ecivreS & efliH – riw dnis rüf eiS ad\n');
    const comments = (text: string) => text.split('\n').filter((line) => line.trimStart().startsWith('#'));
    expect(comments(written('countries/nl.yaml'))).toEqual(comments(countryBefore));

    const status = await runCli(['translations', 'status', '--country', 'NL'], copy);
    expect(status.stdout).toMatch(/^NL +nl-NL +\d+ +0 +0 +0$/m);
    const validated = await runCli(['validate', '--country', 'NL'], copy);
    expect(validated.exitCode, validated.stdout + validated.stderr).toBe(0);

    const second = await exported();
    expect((await imported(second)).stdout).toMatch(/^countries\/nl\.yaml: 0 texts written/m);
    expect(await exported()).toBe(second);
  }, 60_000);

  // Issue 28's round trip end to end: scaffolded, exported, translated by a tool, imported, released.
  it('builds the translated NL through the release gate, and its pages show no German or English text', async () => {
    const built = await runCli(['build', '--country', 'NL', '--release', '--out-dir', 'release'], copy);
    expect(built.exitCode, built.stderr).toBe(0);

    const pages = htmlFilesIn(join(copy, 'release', 'nl'));
    expect(pages.map((page) => relative(join(copy, 'release', 'nl'), page)).sort()).toEqual(['404.html', 'index.html', 'login/index.html', 'm/login/index.html', 'newsletter/confirm/index.html']);
    const untranslated = untranslatedTexts();
    for (const page of pages) {
      const shown = shownText(readFileSync(page, 'utf8'));
      expect(untranslated.filter((text) => shown.includes(text)), page).toEqual([]);
    }
  }, 120_000);

  it("keeps a reviewer's approval until someone changes the text", async () => {
    const reviewed = (await exported())
      .replace(/(<unit id="footer\.headline">.*?<segment state=")translated/s, '$1reviewed')
      .replace(/(<unit id="home\.heading">.*?<segment state=")translated/s, '$1final');
    expect((await imported(reviewed)).exitCode).toBe(0);
    const approved = await exported();
    expect(unitOf(approved, 'footer.headline')).toContain('<segment state="reviewed">');
    expect(unitOf(approved, 'home.heading')).toContain('<segment state="final">');
    expect(unitOf(approved, 'home.intro')).toContain('<segment state="translated">');

    // The German it translates changed: the approval was of a translation of the old text, which is now stale.
    const german = written('countries/de.yaml');
    writeFileSync(join(copy, 'countries/de.yaml'), german.replace('Service & Hilfe – wir sind für Sie da', 'Service und Hilfe'));
    expect(unitOf(await exported(), 'footer.headline')).toContain('<segment state="initial">');
    writeFileSync(join(copy, 'countries/de.yaml'), german);
    expect(unitOf(await exported(), 'footer.headline')).toContain('<segment state="reviewed">');

    writeFileSync(join(copy, 'countries/nl.yaml'), written('countries/nl.yaml').replace('headline: ecivreS', 'headline: Klantenservice'));
    expect(unitOf(await exported(), 'footer.headline')).toContain('<segment state="translated">');
  }, 60_000);
});
