import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { displayPath } from './paths.ts';
import { shippedCountry } from './test-country-file.ts';
import { validateCountryFiles } from './validate-countries.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A countries folder holding the given files, validated as `storefront validate FOLDER` does. */
async function validateFolder(files: Record<string, Buffer | string>) {
  const folder = mkdtempSync(join(tmpdir(), 'shops-'));
  folders.push(folder);
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(folder, name), bytes);
  const yamlFiles = Object.keys(files).filter((name) => name.endsWith('.yaml')).sort().map((name) => join(folder, name));
  const result = await validateCountryFiles(yamlFiles);
  const shown = (file: string) => displayPath(join(folder, file));
  return { result, shown, lines: result.diagnostics.map(({ file, line, column, message }) => `${file}:${line}:${column} ${message}`) };
}

/** The 1-based line where the text starts. */
const lineOf = (file: Buffer, text: string) => file.toString('utf8').split(text)[0]!.split('\n').length;

const de = shippedCountry('de');
const at = shippedCountry('at');

describe('the order file', () => {
  it('is valid when it lists every country of the folder once', async () => {
    const { lines } = await validateFolder({ 'de.yaml': de, 'at.yaml': at, 'order.txt': '# switcher order\nDE\nAT\n' });

    expect(lines).toEqual([]);
  });

  it('may leave countries out: they come last', async () => {
    const { lines } = await validateFolder({ 'de.yaml': de, 'at.yaml': at, 'order.txt': 'AT\n' });

    expect(lines).toEqual([]);
  });

  it('reports a listed code without a country file at its line', async () => {
    const { lines, shown } = await validateFolder({ 'de.yaml': de, 'order.txt': 'DE\n# next\n  NL\n' });

    expect(lines).toEqual([`${shown('order.txt')}:3:3 NL has no country file nl.yaml in this folder; allowed: the code of a country file beside order.txt`]);
  });

  it('reports a code listed twice at its second line', async () => {
    const { lines, shown } = await validateFolder({ 'de.yaml': de, 'order.txt': 'DE\nDE\n' });

    expect(lines).toEqual([`${shown('order.txt')}:2:1 DE is listed again (first at line 1); allowed: each country once`]);
  });

  it('reports a line that is no country code', async () => {
    const { lines, shown } = await validateFolder({ 'de.yaml': de, 'order.txt': 'DE\nde, at\n' });

    expect(lines).toEqual([`${shown('order.txt')}:2:1 "de, at" is not a country code; allowed: one code a line, such as DE or CH_FR, or a # comment`]);
  });

  it('suggests the code in capitals for a code written in lower case', async () => {
    const { lines, shown } = await validateFolder({ 'de.yaml': de, 'at.yaml': at, 'order.txt': 'DE\nat\n' });

    expect(lines).toEqual([`${shown('order.txt')}:2:1 "at" is not a country code (did you mean AT?); allowed: one code a line, such as DE or CH_FR, or a # comment`]);
  });
});

describe('shop addresses', () => {
  it('are unique: each file that shares one is reported at its own shop url, naming the other file', async () => {
    const sameShop = at.toString('utf8').replace('url: https://www.shop.example.at/', 'url: https://WWW.shop.example.de/');
    const { lines, shown } = await validateFolder({ 'de.yaml': de, 'at.yaml': sameShop });

    expect(lines).toEqual([
      `${shown('at.yaml')}:${lineOf(at, 'url: https://www.shop.example.at/')}:8 shop url "https://www.shop.example.de/" is also the shop of de.yaml; allowed: each shop address in one country file`,
      `${shown('de.yaml')}:11:8 shop url "https://www.shop.example.de/" is also the shop of at.yaml; allowed: each shop address in one country file`,
    ]);
  });

  it('fail only the countries that share an address', async () => {
    const sameShop = at.toString('utf8').replace('url: https://www.shop.example.at/', 'url: https://www.shop.example.de/');
    const { result } = await validateFolder({ 'de.yaml': de, 'at.yaml': sameShop, 'ch.yaml': shippedCountry('ch') });

    expect([...result.countries.keys()]).toEqual(['CH']);
  });
});

describe('shops on one host', () => {
  const container = (id: string) =>
    `\nanalytics:\n  tagManager:\n    kind: google-tag-manager\n    id: ${id}\n  consent:\n    mode: basic\n    defaults: { ad_storage: denied, ad_user_data: denied, ad_personalization: denied, analytics_storage: denied }\n    waitForUpdate: 500\n`;
  const atUnderPath = (extra = '') => at.toString('utf8').replace('url: https://www.shop.example.at/', 'url: https://www.shop.example.de/at/') + extra;

  it('may load the same kind of tag manager, each with its own container', async () => {
    const { lines } = await validateFolder({ 'de.yaml': de.toString('utf8') + container('GTM-DE12345'), 'at.yaml': atUnderPath(container('GTM-AT12345')) });

    expect(lines).toEqual([]);
  });

  it('must not differ in their tag manager, as the host sends one Content-Security-Policy: each file hears of it', async () => {
    const withContainer = atUnderPath(container('GTM-AT12345'));
    const { lines, shown } = await validateFolder({ 'de.yaml': de, 'at.yaml': withContainer });

    expect(lines).toEqual([
      `${shown('at.yaml')}:${withContainer.split('kind: google-tag-manager')[0]!.split('\n').length}:11 tag manager google-tag-manager here, but no tag manager in de.yaml, whose shop is on the same host https://www.shop.example.de; allowed: one tag manager kind, or none, for every shop on a host, which sends one Content-Security-Policy`,
      `${shown('de.yaml')}:11:8 no tag manager here, but tag manager google-tag-manager in at.yaml, whose shop is on the same host https://www.shop.example.de; allowed: one tag manager kind, or none, for every shop on a host, which sends one Content-Security-Policy`,
    ]);
  });
});
