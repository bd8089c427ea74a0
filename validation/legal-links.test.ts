import { rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { austriaExtendingGermany, countryFolder, located, shippedCountry, validateCountryText } from './test-country-file.ts';
import { validateCountryFiles } from './validate-countries.ts';

const AUSTRIA = shippedCountry('de').toString('utf8');
const IMPRINT = '    imprint:\n      text: Impressum\n      url: /impressum-s1001.html\n';
const CONSENT_SETTINGS = '    consentSettings:\n      text: Cookie-Einstellungen\n';
const KINDS = 'imprint, informationDuties, privacy, withdrawal, terms, consentSettings';

/** The 1-based line of AT's file where the given text starts: no line number here shifts when a line above changes. */
const lineOf = (text: string) => AUSTRIA.slice(0, AUSTRIA.indexOf(text)).split('\n').length;

const withAustria = (original: string, replacement: string) => {
  expect(AUSTRIA).toContain(original);
  return validateCountryText('de', AUSTRIA.replace(original, replacement)).then(located);
};

describe('footer legal links in the country schema, keyed by kind', () => {
  it('requires a url for every kind but consent settings, reported at the link', async () => {
    expect(await withAustria(IMPRINT, '    imprint:\n      text: Impressum\n')).toEqual([
      `${lineOf(IMPRINT)}:5 footer.legalLinks.imprint is missing the required key "url"; add "url" (where the link goes; every kind but consentSettings needs one)`,
    ]);
  });

  it('refuses a url on consent settings, which opens the consent panel instead', async () => {
    expect(await withAustria(CONSENT_SETTINGS, `${CONSENT_SETTINGS}      url: /cookies\n`)).toEqual([
      `${lineOf(CONSENT_SETTINGS) + 2}:7 unknown key "url" in footer.legalLinks.consentSettings; allowed keys here: text`,
    ]);
  });

  it('suggests the kind a misspelt one meant, and names every kind for one far from all, at the kind', async () => {
    expect(await withAustria(IMPRINT, IMPRINT.replace('imprint:', 'imprnt:'))).toEqual([`${lineOf(IMPRINT)}:5 unknown key "imprnt" in footer.legalLinks; did you mean "imprint"?`]);
    expect(await withAustria(IMPRINT, IMPRINT.replace('imprint:', 'cookies:'))).toEqual([
      `${lineOf('  legalLinks:\n')}:3 footer.legalLinks is missing the required key "imprint"; add "imprint"`,
      `${lineOf(IMPRINT)}:5 unknown key "cookies" in footer.legalLinks; allowed keys here: ${KINDS}`,
    ]);
  });

  it('reports a kind written twice', async () => {
    expect(await withAustria(CONSENT_SETTINGS, `${CONSENT_SETTINGS}${IMPRINT}`)).toEqual([`${lineOf(CONSENT_SETTINGS) + 2}:5 duplicate key "imprint" (the first one is at ${lineOf(IMPRINT)}:5); allowed: each key once per mapping`]);
  });

  it('requires every kind spec §2.3 lists', async () => {
    expect(await withAustria(IMPRINT, '')).toEqual([`${lineOf('  legalLinks:\n')}:3 footer.legalLinks is missing the required key "imprint"; add "imprint"`]);
  });
});

describe('footer service groups in the country schema, keyed by kind', () => {
  it('suggests the kind a misspelt group meant, at the kind', async () => {
    expect(await withAustria('      shipping:\n', '      shiping:\n')).toEqual([`${lineOf('      shipping:\n')}:7 unknown key "shiping" in footer.teaser.groups; did you mean "shipping"?`]);
  });

  it('requires every group spec §2.3 lists', async () => {
    const shipping = AUSTRIA.slice(AUSTRIA.indexOf('      shipping:\n'), AUSTRIA.indexOf('      clickAndCollect:\n'));

    expect(await withAustria(shipping, '')).toEqual([`${lineOf('    groups:\n')}:5 footer.teaser.groups is missing the required key "shipping"; add "shipping"`]);
  });
});

describe('null in a file that extends another', () => {
  let folder: string | undefined;
  afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

  const validateAustria = async (footer: string) => {
    folder = countryFolder(austriaExtendingGermany(`footer:\n${footer}`));
    const { diagnostics } = await validateCountryFiles([join(folder, 'at.yaml')]);
    return diagnostics.map(({ file, line, column, message }) => `${basename(file)}:${line}:${column} ${message}`);
  };
  /** The line after the lines austriaExtendingGermany writes and `footer:`. */
  const firstFooterLine = String(austriaExtendingGermany()['at.yaml']).split('\n').length + 1;

  it('cannot remove a legal link every country has, reported at the null', async () => {
    expect(await validateAustria('  legalLinks:\n    imprint: null\n')).toEqual([
      `at.yaml:${firstFooterLine + 1}:14 footer.legalLinks.imprint is required in every country; null removes the inherited value; allowed: leave the key out to inherit the value, or write one of its own`,
    ]);
  });

  it('cannot remove a service group every country has, reported at the null', async () => {
    expect(await validateAustria('  teaser:\n    groups:\n      payment:\n')).toEqual([
      `at.yaml:${firstFooterLine + 2}:15 footer.teaser.groups.payment is required in every country; null removes the inherited value; allowed: leave the key out to inherit the value, or write one of its own`,
    ]);
  });

  it('removes an optional value', async () => {
    expect(await validateAustria('  salesTax:\n    link: null\n')).toEqual([]);
  });

  it('names the inheriting file when the null that removed a required value is in its parent', async () => {
    folder = countryFolder({
      ...austriaExtendingGermany('footer:\n  legalLinks:\n    terms: null\n'),
      'ch.yaml': 'extends: at\ncode: CH\nlocale: de-CH\ncurrency: CHF\ndisplayName: Schweiz\nshop:\n  url: https://www.shop.example.ch/\n  flag: flag-ch.svg\n  label: Schweiz\n',
    });
    const { diagnostics } = await validateCountryFiles([join(folder, 'ch.yaml')]);
    expect(diagnostics.map(({ file, line, message }) => `${basename(file)}:${line} ${message}`)).toEqual([
      `at.yaml:${firstFooterLine + 1} footer.legalLinks.terms is required in every country; null removes the inherited value; allowed: leave the key out to inherit the value, or write one of its own (inherited by ch.yaml)`,
    ]);
  });
});
