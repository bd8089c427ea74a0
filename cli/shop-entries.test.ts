import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../validation/paths.ts';
import { loadShopEntries } from './shop-entries.ts';
import { loadValidCountries } from './valid-countries.ts';
import { countryModuleSource } from './vite/country-plugin.ts';

const SHIPPED_ORDER = ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'SK', 'TR', 'PL'];

// A copy of countries/ with a tenth country, as a country manager adds one: a file and nothing else.
const folder = mkdtempSync(join(tmpdir(), 'shop-entries-'));
cpSync(paths.countries, folder, { recursive: true });
const netherlands = readFileSync(join(paths.countries, 'de.yaml'), 'utf8')
  .replace('code: DE', 'code: NL')
  // A locale of its own, from the folders under locales/ (nl-NL has none).
  .replace('locale: de-DE', 'locale: da-DK')
  .replace('url: https://www.shop.example.de/', 'url: https://www.shop.example.nl/')
  .replace('label: Deutschland', 'label: Nederland');
writeFileSync(join(folder, 'nl.yaml'), netherlands);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the shop entries every bundle gets', () => {
  it('name every country’s own shop, with its locale, in the order of countries/order.txt', async () => {
    const shops = await loadShopEntries();

    expect(shops.map(({ code }) => code)).toEqual(SHIPPED_ORDER);
    expect(shops.find(({ code }) => code === 'CH_FR')).toEqual({
      code: 'CH_FR',
      url: 'https://www.shop.example.ch/fr/',
      flag: 'flag-ch_fr.svg',
      label: 'Suisse (Français)',
      locale: 'fr-CH',
      paths: ['/', '/login', '/m/login', '/newsletter/confirm'],
    });
  });

  it('carry the pages each shop has, so a country-specific page is named only where it exists', async () => {
    const shops = await loadShopEntries();

    expect(shops.find(({ code }) => code === 'CZ')!.paths).toContain('/subscribenewsletter');
    expect(shops.find(({ code }) => code === 'DE')!.paths).not.toContain('/subscribenewsletter');
  });

  it('include a new country from its file alone, after the listed ones', async () => {
    const shops = await loadShopEntries(folder);

    expect(shops.map(({ code }) => code)).toEqual([...SHIPPED_ORDER, 'NL']);
    expect(shops.at(-1)).toMatchObject({ url: 'https://www.shop.example.nl/', label: 'Nederland', locale: 'da-DK' });
  });

  it('reach the bundle of one country through its virtual module', async () => {
    const shops = await loadShopEntries();
    const [turkey] = await loadValidCountries({ country: 'TR' });
    const source = countryModuleSource(turkey!, shops);

    expect(source).toContain(`export const shops = ${JSON.stringify(shops)};`);
  });
});
